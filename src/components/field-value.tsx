import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

import { formatFieldText, type FieldDefinition } from '../lib/field-dictionary'
import { activeLocale } from '../lib/i18n'
import { StatusBadge } from './data-table/status-badge'

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
  if (definition?.kind === 'money' && typeof value === 'number') return <span title={t`${value} kobo`}>{text}</span>
  // Codes, phone numbers and amounts stay left-to-right inside Arabic text.
  return <bdi dir={/\p{L}/u.test(text) && definition?.kind !== 'code' ? 'auto' : 'ltr'}>{text}</bdi>
}
