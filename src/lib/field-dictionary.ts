// One vocabulary per entity: each field's translated label and how its value reads (money, date,
// enum, a reference to another entity). Table columns, detail lists, CSV headers and the approval
// before/after comparison all read it, so a record reads the same everywhere, in every language.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { permissionLabel } from '../entities/permission-words'
import { formatDate, formatDateTime, formatNaira, formatNumber } from './format'
import type { Locale } from './i18n'

export type FieldKind = 'text' | 'code' | 'money' | 'number' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean' | 'reference' | 'list' | 'permission'

export interface FieldDefinition {
  label: MessageDescriptor
  /** Text when not given. */
  kind?: FieldKind
  /** enum: the label of each value. */
  values?: Readonly<Record<string, MessageDescriptor>>
  /** enum: the badge colour of each value (statuses). */
  tones?: Readonly<Record<string, 'success' | 'danger' | 'warning' | 'info' | 'neutral'>>
  /** reference and list items: the key of the referred record that names it (name, businessName). */
  nameKey?: string
  /** Objects and list items: their own fields. */
  fields?: FieldDictionary
  /** List items without a name of their own: what one item is called (Band), numbered from 1. */
  itemName?: MessageDescriptor
  /** What an empty value means when it means something (no upper bound), instead of a dash. */
  emptyLabel?: MessageDescriptor
}

export type FieldDictionary = Readonly<Record<string, FieldDefinition>>

const yes = msg`Yes`
const no = msg`No`

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A referred record by its name (a product group's products), or its id. */
function referenceText(value: unknown, nameKey = 'name'): string {
  if (isRecord(value)) {
    const name = value[nameKey]
    if (typeof name === 'string' && name) return name
    if (value.id !== undefined) return `#${String(value.id)}`
  }
  return String(value)
}

/** The value as text in the user's language: CSV cells, comparisons, titles. Empty is ''. */
export function formatFieldText(definition: FieldDefinition | undefined, value: unknown, i18n: I18n, locale: Locale): string {
  if (value === null || value === undefined || value === '') return definition?.emptyLabel ? i18n._(definition.emptyLabel) : ''
  switch (definition?.kind) {
    case 'money':
      return typeof value === 'number' ? formatNaira(value, locale) : String(value)
    case 'number':
      return typeof value === 'number' ? formatNumber(value, locale) : String(value)
    case 'percent':
      return typeof value === 'number' ? formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 2 }) : String(value)
    case 'date':
      return typeof value === 'string' ? formatDate(value, locale) : String(value)
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value, locale) : String(value)
    case 'boolean':
      return i18n._(value ? yes : no)
    case 'enum': {
      // A set of values (a webhook's kinds of event): each in words.
      const labelOf = (item: unknown) => {
        const label = definition.values?.[String(item)]
        return label ? i18n._(label) : String(item)
      }
      return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value)
    }
    case 'reference':
      return referenceText(value, definition.nameKey)
    case 'permission':
      return isRecord(value) && typeof value.groupName === 'string' && typeof value.shortName === 'string'
        ? permissionLabel({ groupName: value.groupName, shortName: value.shortName }, i18n)
        : String(value)
    case 'list':
      return Array.isArray(value) ? value.map((item) => referenceText(item, definition.nameKey)).join(', ') : String(value)
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}
