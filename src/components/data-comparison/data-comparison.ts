// Before and after of an approval request, flattened to one row per field for a side-by-side view.
// Labels come from the entity's field dictionary where it has one, in the user's language.
import type { FieldDefinition, FieldDictionary } from '../../lib/field-dictionary'

export interface ComparisonRow {
  /** Dotted path with array indexes, e.g. rules.0.amount. */
  path: string
  /** Readable labels of the path's segments, e.g. ['Rules', 'Cash deposit', 'Amount']. */
  labels: string[]
  /** The field's own key (the last object key), used to tell money from other numbers. */
  key: string
  /** How the entity's dictionary says this field reads, when it knows the field. */
  definition?: FieldDefinition | undefined
  before: unknown
  after: unknown
  changed: boolean
}

export interface Comparison {
  rows: ComparisonRow[]
  /** True when there is no before (a creation). */
  isCreation: boolean
  /** JSON text that could not be read (shown raw rather than hidden). */
  unreadable: boolean
}

type Leaf = { labels: string[]; key: string; value: unknown; definition?: FieldDefinition | undefined }

/** Reads a dictionary's labels in the user's language. */
export type Translate = (label: FieldDefinition['label']) => string

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** emailAddress1 → Email address 1, stateId → State id, BVN stays BVN. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
  return words
    .map((word, i) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase()))
    .join(' ')
}

/** An array item is named by its own name (or its product's) when it has one, else by what it is and its position (Band 2). */
function itemLabel(item: unknown, index: number, itemName: string | undefined): string {
  if (isRecord(item)) {
    if (typeof item.name === 'string' && item.name) return item.name
    const product = item.product
    if (isRecord(product) && typeof product.name === 'string' && product.name) return product.name
  }
  return itemName ? `${itemName} ${index + 1}` : `#${index + 1}`
}

function withoutKey(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))
}

interface Vocabulary {
  fields: FieldDictionary | undefined
  translate: Translate | undefined
}

function flatten(value: unknown, path: string[], labels: string[], key: string, out: Map<string, Leaf>, words: Vocabulary, definition?: FieldDefinition): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) {
      const known = words.fields?.[k]
      const label = known && words.translate ? words.translate(known.label) : humanizeKey(k)
      flatten(v, [...path, k], [...labels, label], k, out, { fields: known?.fields ?? (known ? undefined : words.fields), translate: words.translate }, known)
    }
    return
  }
  if (Array.isArray(value) && value.length > 0) {
    const itemName = definition?.itemName && words.translate ? words.translate(definition.itemName) : undefined
    value.forEach((item, i) => {
      const label = itemLabel(item, i, itemName)
      // An item named after its product already says which product it is.
      const shown = isRecord(item) && isRecord(item.product) && item.product.name === label ? withoutKey(item, 'product') : item
      flatten(shown, [...path, String(i)], [...labels, label], key, out, { fields: definition?.fields, translate: words.translate }, definition?.fields ? undefined : definition)
    })
    return
  }
  out.set(path.join('.'), { labels, key, value, definition: definition?.kind === 'list' ? undefined : definition })
}

function parse(text: string | null | undefined): { value: unknown; ok: boolean } {
  if (text === null || text === undefined || text === '') return { value: null, ok: true }
  try {
    return { value: JSON.parse(text) as unknown, ok: true }
  } catch {
    return { value: text, ok: false }
  }
}

/** A leaf is changed when it sits under a field the platform reports as changed and its value differs. */
function underChangedField(path: string, changedFields: readonly string[]): boolean {
  return changedFields.some((field) => path === field || path.startsWith(`${field}.`) || field === '(value)')
}

export function compareEntities(beforeText: string | null, afterText: string, changedFields: readonly string[], fields?: FieldDictionary, translate?: Translate): Comparison {
  const words = { fields, translate }
  const before = parse(beforeText)
  const after = parse(afterText)
  const isCreation = beforeText === null
  const beforeLeaves = new Map<string, Leaf>()
  const afterLeaves = new Map<string, Leaf>()
  if (!isCreation) flatten(before.value, [], [], '', beforeLeaves, words)
  flatten(after.value, [], [], '', afterLeaves, words)
  const paths = [...afterLeaves.keys(), ...[...beforeLeaves.keys()].filter((path) => !afterLeaves.has(path))]
  const rows = paths.map((path): ComparisonRow => {
    const a = afterLeaves.get(path)
    const b = beforeLeaves.get(path)
    const leaf = (a ?? b) as Leaf
    const differs = JSON.stringify(b?.value ?? null) !== JSON.stringify(a?.value ?? null)
    return {
      path,
      labels: leaf.labels.length ? leaf.labels : ['(value)'],
      key: leaf.key,
      definition: leaf.definition,
      before: b?.value ?? null,
      after: a?.value ?? null,
      changed: !isCreation && differs && underChangedField(path, changedFields),
    }
  })
  return { rows, isCreation, unreadable: !before.ok || !after.ok }
}

const moneyWords = /(amount|limit|fee|upto|balance|price|charge|cost|cap|commission)/i
const notMoney = /(id|ids|percent|percentage|pct|rate|count|code|type|name|number|days|scheme|group|status)$/i

/** Money in the platform's data is integer kobo; the key tells which numbers are money. */
export function isMoneyKey(key: string): boolean {
  return moneyWords.test(key) && !notMoney.test(key)
}
