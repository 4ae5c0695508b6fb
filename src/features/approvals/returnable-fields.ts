// The fields of a request a checker can name when returning it for correction, in words: the top
// level of what the request would make (its afterData), labelled by the entity's field dictionary.
import type { I18n } from '@lingui/core'

import { humanizeKey } from '../../components/data-comparison/data-comparison'
import { fieldsOfEntity } from '../../entities/registry'

// Kept by the platform, not typed by the maker.
const notTyped = new Set(['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'status'])

/** One field's words: its dictionary label, else its key made readable (emailAddress1 → Email address 1). */
export function fieldWords(entityType: string, key: string, i18n: I18n): string {
  const label = fieldsOfEntity(entityType)?.[key]?.label
  return label ? i18n._(label) : humanizeKey(key)
}

/** The fields of the request's data, in its order, each with its words. */
export function returnableFields(entityType: string, afterData: string, i18n: I18n): { key: string; label: string }[] {
  let data: unknown
  try {
    data = JSON.parse(afterData)
  } catch {
    return []
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return []
  return Object.keys(data)
    .filter((key) => !notTyped.has(key))
    .map((key) => ({ key, label: fieldWords(entityType, key, i18n) }))
}

/** The named fields in words, joined for a sentence. */
export function namedFieldsInWords(entityType: string, keys: readonly string[], i18n: I18n): string {
  return keys.map((key) => fieldWords(entityType, key, i18n)).join(', ')
}
