import { Text } from '@chakra-ui/react'
import { Fragment } from 'react'
import { useLingui } from '@lingui/react/macro'

import { formatFieldText, type FieldDefinition } from '../lib/field-dictionary'
import { activeLocale } from '../lib/i18n'
import { StatusBadge } from './data-table/status-badge'

/** A phone number as people write one: +234 803 115 8380, (01) 234 5678. */
const phonePattern = /^\+?[0-9][0-9 ()-]{6,}[0-9]$/
const emailPattern = /^[^\s@]+@[^\s@]+$/

/** A phone number never breaks inside; it reads left to right in Arabic too. */
export function PhoneNumber({ value }: { value: string }) {
  return (
    <Text as="bdi" dir="ltr" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-kind="phone">
      {value}
    </Text>
  )
}

/** An e-mail address breaks only at its sensible points (before the @ and the dots) when it must. */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?=[@.])/)
  return (
    <bdi dir="ltr" data-kind="email">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  )
}

/** A field's value as its dictionary says it reads: money in naira, dates in the locale, enums translated. */
export function FieldValue({ definition, value }: { definition: FieldDefinition | undefined; value: unknown }) {
  const { i18n, t } = useLingui()
  const text = formatFieldText(definition, value, i18n, activeLocale())
  if (text === '')
    return (
      <Text as="span" color="fg.subtle" aria-label={t`Not set`}>
        —
      </Text>
    )
  const tone = definition?.kind === 'enum' ? definition.tones?.[String(value)] : undefined
  if (tone) return <StatusBadge tone={tone}>{text}</StatusBadge>
  // Money and counts never break inside the number, and their digits line up down a column.
  if (definition?.kind === 'money' && typeof value === 'number')
    return (
      <Text as="span" title={t`${value} kobo`} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {text}
      </Text>
    )
  if (typeof value === 'string' && phonePattern.test(text)) return <PhoneNumber value={text} />
  if (typeof value === 'string' && emailPattern.test(text)) return <EmailAddress value={text} />
  // Codes, phone numbers and amounts stay left-to-right inside Arabic text.
  const dir = /\p{L}/u.test(text) && definition?.kind !== 'code' ? 'auto' : 'ltr'
  if (definition?.kind === 'number' || definition?.kind === 'percent')
    return (
      <Text as="bdi" dir={dir} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {text}
      </Text>
    )
  return <bdi dir={dir}>{text}</bdi>
}
