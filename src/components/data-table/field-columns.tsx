// Table columns and detail items from an entity's field dictionary: the same label and value
// formatting on screen and in the CSV.
import { Text } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { formatFieldText, type FieldDictionary } from '../../lib/field-dictionary'
import { activeLocale, type Locale } from '../../lib/i18n'
import type { DetailItem } from '../detail-list'
import { FieldValue } from '../field-value'
import type { DataColumn } from './data-table'

export function fieldColumn<Row extends object>(
  fields: FieldDictionary,
  key: keyof Row & string,
  { i18n, locale }: { i18n: I18n; locale: Locale },
  overrides: Partial<DataColumn<Row>> = {},
): DataColumn<Row> {
  const definition = fields[key]
  if (!definition) throw new Error(`No field ${key} in the dictionary`)
  const valueOf = (row: Row) => (row as Record<string, unknown>)[key]
  return {
    id: key,
    header: i18n._(definition.label),
    cell: (row) => <FieldValue definition={definition} value={valueOf(row)} />,
    exportValue: (row) => formatFieldText(definition, valueOf(row), i18n, locale),
    ...overrides,
  }
}

/** fieldColumn bound to a dictionary and the user's language: `const column = useFieldColumns<Fee>(feeFields); column('status')`. */
export function useFieldColumns<Row extends object>(fields: FieldDictionary) {
  const { i18n } = useLingui()
  const locale = activeLocale()
  return (key: keyof Row & string, overrides: Partial<DataColumn<Row>> = {}) => fieldColumn<Row>(fields, key, { i18n, locale }, overrides)
}

/** Label and value pairs of a record for a DetailList, in the dictionary's words. */
export function fieldDetails<Record_ extends object>(fields: FieldDictionary, record: Record_, keys: readonly (keyof Record_ & string)[], i18n: I18n): DetailItem[] {
  return keys.map((key) => {
    const definition = fields[key]
    const value: ReactNode = <FieldValue definition={definition} value={(record as Record<string, unknown>)[key]} />
    return { id: key, label: definition ? i18n._(definition.label) : key, value }
  })
}

/** A list's name cell: the name (a link to the record when given) over its description on one line. */
export function NameCell({ name, description, link }: { name: string; description?: string | null | undefined; link?: LinkProps | undefined }) {
  const title = (
    <Text as="span" display="block" fontWeight="medium">
      {name}
    </Text>
  )
  return (
    <>
      {link ? (
        <Link {...link} className="ui-link">
          {title}
        </Link>
      ) : (
        title
      )}
      {description && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted" lineClamp={1}>
          {description}
        </Text>
      )}
    </>
  )
}

/** A cell holding a list of names: two lines on screen, the whole list on hover (and in the CSV). */
export function NamesCell({ names }: { names: readonly string[] }) {
  const text = names.join(', ')
  return (
    <Text as="span" lineClamp={2} title={text}>
      {text}
    </Text>
  )
}
