// Before and after of an approval request, flattened to one row per field, then grouped as the
// checker reads it: fields, sections for nested objects, tables for lists of records. Labels come
// from the entity's field dictionary where it has one, in the user's language; internal ids are left
// out and a reference to another record is read as that record's name.
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
  return words.map((word, i) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase())).join(' ')
}

/** An array item is named by its own name (or its product's, its document type's) when it has one, else by what it is and its position (Band 2). */
function itemLabel(item: unknown, index: number, itemName: string | undefined, nameOf: NameOf | undefined): { label: string; namedBy?: string } {
  if (isRecord(item)) {
    if (typeof item.name === 'string' && item.name) return { label: item.name }
    for (const key of ['product', 'documentType']) {
      const ref = item[key]
      if (isRecord(ref) && typeof ref.name === 'string' && ref.name) return { label: ref.name, namedBy: key }
    }
    for (const key of ['productId', 'documentTypeId']) {
      const name = item[key] === undefined ? undefined : nameOf?.(key, item[key])
      if (name) return { label: name, namedBy: key }
    }
  }
  return { label: itemName ? `${itemName} ${index + 1}` : `#${index + 1}` }
}

/** The name of the record an id or code refers to (the platform's references), when known. */
export type NameOf = (key: string, id: unknown) => string | undefined

function withoutKey(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))
}

interface Vocabulary {
  fields: FieldDictionary | undefined
  translate: Translate | undefined
  /** A permission group's name in words (a role's permissions). */
  groupLabel?: ((group: string) => string) | undefined
  nameOf?: NameOf | undefined
}

/** A record that only names another one ({ id, name }, { id, businessName, code }): read as its name. */
export function isReferenceRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false
  const keys = Object.keys(value)
  return keys.some((k) => nameKeys.includes(k)) && keys.every((k) => referenceKeys.has(k))
}
const nameKeys = ['name', 'businessName', 'fullName']
const referenceKeys = new Set(['id', 'code', 'name', 'businessName', 'fullName', 'username'])

/** The record's name as a reference record gives it. */
export function referenceName(value: Record<string, unknown>): string {
  for (const key of nameKeys) if (typeof value[key] === 'string' && value[key]) return value[key]
  return ''
}

// Internal ids say nothing to a checker: the record is named instead (references, item labels).
const hiddenKeys = new Set(['id'])

/** stateId beside stateName, bankCode beside bankName, merchantId beside merchant { id, businessName }: the name says it (once). */
function namedBySibling(key: string, record: Record<string, unknown>): boolean {
  const stem = /^(.+?)(Id|Code)$/.exec(key)?.[1]
  return stem !== undefined && (typeof record[`${stem}Name`] === 'string' || isReferenceRecord(record[stem]))
}

function flatten(value: unknown, path: string[], labels: string[], key: string, out: Map<string, Leaf>, words: Vocabulary, definition?: FieldDefinition): void {
  // A role's permissions as snapshots hold them ({ group: 'action, action' }): one row per group, in words.
  if (key === 'permissions' && isRecord(value) && Object.values(value).every((v) => typeof v === 'string')) {
    for (const [group, actions] of Object.entries(value)) {
      out.set([...path, group].join('.'), { labels: [...labels, words.groupLabel ? words.groupLabel(group) : group], key: 'permissionActions', value: actions })
    }
    return
  }
  if (isRecord(value) && Object.keys(value).length > 0 && (path.length === 0 || !isReferenceRecord(value)) && definition?.kind !== 'permission') {
    for (const [k, v] of Object.entries(value)) {
      if (hiddenKeys.has(k) || namedBySibling(k, value)) continue
      const known = words.fields?.[k]
      const label = known && words.translate ? words.translate(known.label) : humanizeKey(k)
      flatten(v, [...path, k], [...labels, label], k, out, { ...words, fields: known?.fields ?? (known ? undefined : words.fields) }, known)
    }
    return
  }
  if (Array.isArray(value) && value.length > 0 && value.some((item) => isRecord(item) && !isReferenceRecord(item))) {
    const itemName = definition?.itemName && words.translate ? words.translate(definition.itemName) : undefined
    value.forEach((item, i) => {
      const { label, namedBy } = itemLabel(item, i, itemName, words.nameOf)
      // An item named after its product already says which product it is.
      const shown = isRecord(item) && namedBy ? withoutKey(item, namedBy) : item
      flatten(shown, [...path, String(i)], [...labels, label], key, out, { ...words, fields: definition?.fields }, definition?.fields ? undefined : definition)
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

export function compareEntities(
  beforeText: string | null,
  afterText: string,
  changedFields: readonly string[],
  fields?: FieldDictionary,
  translate?: Translate,
  names: { groupLabel?: (group: string) => string; nameOf?: NameOf } = {},
): Comparison {
  const words = { fields, translate, ...names }
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

// ---------- the rows grouped as the checker reads them

export interface ComparisonTableItem {
  path: string
  label: string
  cells: ReadonlyMap<string, ComparisonRow>
  changed: boolean
  /** Only in the after (a band added) or only in the before (a band removed). */
  state: 'added' | 'removed' | 'kept'
}

export type ComparisonNode =
  | { type: 'fields'; rows: ComparisonRow[] }
  | { type: 'section'; path: string; title: string; changed: boolean; children: ComparisonNode[] }
  | { type: 'table'; path: string; title: string; changed: boolean; columns: { key: string; label: string; row: ComparisonRow }[]; items: ComparisonTableItem[] }

const segmentsOf = (row: ComparisonRow) => row.path.split('.')
const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment)

/** The rows under one path prefix (depth segments), grouped: fields first, then sections and tables in the data's order. */
function group(rows: ComparisonRow[], depth: number): ComparisonNode[] {
  const nodes: ComparisonNode[] = []
  let fields: ComparisonRow[] = []
  const flush = () => {
    if (fields.length) nodes.push({ type: 'fields', rows: fields })
    fields = []
  }
  const groups = new Map<string, ComparisonRow[]>()
  const order: (ComparisonRow | string)[] = []
  for (const row of rows) {
    const segments = segmentsOf(row)
    if (segments.length <= depth + 1) {
      order.push(row)
      continue
    }
    const key = segments[depth] as string
    if (!groups.has(key)) {
      groups.set(key, [])
      order.push(key)
    }
    groups.get(key)?.push(row)
  }
  // The record's own fields first, then its sections and tables in the data's order.
  for (const entry of order) if (typeof entry !== 'string') fields.push(entry)
  flush()
  for (const entry of order) {
    if (typeof entry !== 'string') continue
    const members = groups.get(entry) ?? []
    const first = members[0] as ComparisonRow
    const path = segmentsOf(first)
      .slice(0, depth + 1)
      .join('.')
    const title = first.labels[depth] ?? entry
    const changed = members.some((row) => row.changed)
    flush()
    if (isIndex(segmentsOf(first)[depth + 1])) nodes.push(...list(members, depth + 1, path, title, changed))
    else nodes.push({ type: 'section', path, title, changed, children: group(members, depth + 1) })
  }
  flush()
  return nodes
}

/** A list of records: a table when its items hold plain fields, else a section per item. */
function list(rows: ComparisonRow[], depth: number, path: string, title: string, changed: boolean): ComparisonNode[] {
  const items = new Map<string, ComparisonRow[]>()
  for (const row of rows) {
    const index = segmentsOf(row)[depth] as string
    items.set(index, [...(items.get(index) ?? []), row])
  }
  const flat = rows.every((row) => segmentsOf(row).length === depth + 2)
  if (!flat) {
    return [
      {
        type: 'section',
        path,
        title,
        changed,
        children: [...items].map(([index, members]) => ({
          type: 'section' as const,
          path: `${path}.${index}`,
          title: members[0]?.labels[depth] ?? `#${Number(index) + 1}`,
          changed: members.some((row) => row.changed),
          children: group(members, depth + 1),
        })),
      },
    ]
  }
  const columns = new Map<string, { key: string; label: string; row: ComparisonRow }>()
  for (const row of rows) {
    const key = segmentsOf(row)[depth + 1] as string
    if (!columns.has(key)) columns.set(key, { key, label: row.labels[depth + 1] ?? key, row })
  }
  return [
    {
      type: 'table',
      path,
      title,
      changed,
      columns: [...columns.values()],
      items: [...items].map(([index, members]) => {
        const cells = new Map(members.map((row) => [segmentsOf(row)[depth + 1] as string, row]))
        const empty = (side: 'before' | 'after') => members.every((row) => row[side] === null || row[side] === undefined)
        return {
          path: `${path}.${index}`,
          label: members[0]?.labels[depth] ?? `#${Number(index) + 1}`,
          cells,
          changed: members.some((row) => row.changed),
          state: members.some((row) => row.changed) && empty('before') ? 'added' : members.some((row) => row.changed) && empty('after') ? 'removed' : 'kept',
        }
      }),
    },
  ]
}

/** The comparison's rows as the checker reads them: top-level fields, then sections and tables. */
export function comparisonTree(rows: ComparisonRow[]): ComparisonNode[] {
  return group(rows, 0)
}
