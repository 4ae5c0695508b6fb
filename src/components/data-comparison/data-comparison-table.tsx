import { Badge, Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react'

import { fieldsOfEntity } from '../../entities/registry'
import { permissionActionLabel, permissionGroupLabel, permissionTextLabel } from '../../entities/permission-words'
import type { FieldDefinition } from '../../lib/field-dictionary'
import { formatDateTime, formatNaira, formatNumber } from '../../lib/format'
import { referenceKindOf } from '../../lib/reference-keys'
import { activeLocale } from '../../lib/i18n'
import { FieldValue } from '../field-value'
import { comparisonTree, compareEntities, isMoneyKey, isReferenceRecord, referenceName, type ComparisonNode, type ComparisonRow, type NameOf } from './data-comparison'

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A record the data names by id or code, as the platform resolved it (an approval request's references). */
export interface ReferenceName {
  kind: string
  id: string
  name: string
}

const NamesContext = createContext<NameOf | undefined>(undefined)

// When a record was made and last changed, and by whom: unchanged by the change a checker reads.
const bookkeeping = new Set(['createdAt', 'createdBy', 'updatedAt', 'updatedBy'])

function ComparedValue({ value, fieldKey, definition }: { value: unknown; fieldKey: string; definition: FieldDefinition | undefined }) {
  const { t, i18n } = useLingui()
  const nameOf = useContext(NamesContext)
  const locale = activeLocale()
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    if (definition?.emptyLabel)
      return (
        <Text as="span" color="fg.muted">
          {i18n._(definition.emptyLabel)}
        </Text>
      )
    return Array.isArray(value) ? (
      <Text as="span" color="fg.subtle">{t`None`}</Text>
    ) : (
      <Text as="span" color="fg.subtle" aria-label={t`Not set`}>
        —
      </Text>
    )
  }
  if (fieldKey === 'permissionActions' && typeof value === 'string')
    return (
      <>
        {value
          .split(', ')
          .map((action) => permissionActionLabel(action, i18n))
          .join(', ')}
      </>
    )
  if (referenceKindOf(fieldKey) && (typeof value === 'number' || typeof value === 'string' || Array.isArray(value))) {
    const names = (Array.isArray(value) ? value : [value]).map(
      (id) => nameOf?.(fieldKey, id) ?? (typeof id === 'object' && id !== null && isReferenceRecord(id) ? referenceName(id) : `#${String(id)}`),
    )
    return <bdi>{names.join(', ')}</bdi>
  }
  if (isReferenceRecord(value)) return <bdi>{referenceName(value)}</bdi>
  // A set of enum values (a webhook's kinds of event) reads in words through its dictionary.
  if (Array.isArray(value) && definition?.kind !== 'enum') return <bdi>{value.map((item) => (isReferenceRecord(item) ? referenceName(item) : String(item))).join(', ')}</bdi>
  if (definition) return <FieldValue definition={definition} value={value} />
  if (typeof value === 'object') return <Text as="span" color="fg.subtle">{t`Empty`}</Text>
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>
  if (typeof value === 'number') {
    if (Number.isInteger(value) && isMoneyKey(fieldKey)) return <span title={t`${value} kobo`}>{formatNaira(value, locale)}</span>
    return <>{formatNumber(value, locale, { maximumFractionDigits: 6 })}</>
  }
  if (typeof value === 'string' && isoDateTime.test(value)) return <>{formatDateTime(value, locale)}</>
  const text = String(value)
  // Phone numbers and codes have no letters: keep them left-to-right inside Arabic text.
  return <bdi dir={/\p{L}/u.test(text) ? 'auto' : 'ltr'}>{text}</bdi>
}

/** Before struck through and after in bold when the value changed; the value alone otherwise. */
function ChangedValue({ row, creation }: { row: ComparisonRow; creation: boolean }) {
  const { t } = useLingui()
  if (creation || !row.changed) return <ComparedValue value={creation ? row.after : (row.after ?? row.before)} fieldKey={row.key} definition={row.definition} />
  return (
    <Flex as="span" display="inline-flex" gap="1.5" wrap="wrap" align="baseline">
      <Box as="span" textDecoration="line-through" color="fg.muted">
        <Text as="span" srOnly>
          {t`Before:`}{' '}
        </Text>
        <ComparedValue value={row.before} fieldKey={row.key} definition={row.definition} />
      </Box>
      <Text as="span" aria-hidden="true" color="fg.muted" className="ui-flip-rtl">
        →
      </Text>
      <Box as="span" fontWeight="semibold">
        <Text as="span" srOnly>
          {t`After:`}{' '}
        </Text>
        <ComparedValue value={row.after} fieldKey={row.key} definition={row.definition} />
      </Box>
    </Flex>
  )
}

function ChangedMark({ changed }: { changed: boolean }) {
  const { t } = useLingui()
  if (!changed) return null
  return (
    <Text as="span" srOnly>
      {' '}
      {t`(changed)`}
    </Text>
  )
}

/** Plain fields: label and value, or label, before and after; stacked on a phone. */
function FieldRows({ rows, creation, depth }: { rows: ComparisonRow[]; creation: boolean; depth: number }) {
  const { t } = useLingui()
  return (
    <Table.Root size="sm" variant="line" className="ui-review-fields" data-depth={depth}>
      <Table.Header className="ui-review-head">
        <Table.Row>
          <Table.ColumnHeader width="34%">{t`Field`}</Table.ColumnHeader>
          {creation ? (
            <Table.ColumnHeader>{t`Value`}</Table.ColumnHeader>
          ) : (
            <>
              <Table.ColumnHeader width="33%">{t`Before`}</Table.ColumnHeader>
              <Table.ColumnHeader width="33%">{t`After`}</Table.ColumnHeader>
            </>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.path} data-field={row.path} data-changed={row.changed ? 'true' : undefined} bg={row.changed ? 'bg.warning' : undefined}>
            <Table.Cell fontWeight="medium" className="ui-review-label">
              {row.labels.at(-1)}
              <ChangedMark changed={row.changed} />
            </Table.Cell>
            {creation ? (
              <Table.Cell overflowWrap="anywhere">
                <ComparedValue value={row.after} fieldKey={row.key} definition={row.definition} />
              </Table.Cell>
            ) : (
              <>
                <Table.Cell overflowWrap="anywhere" data-side="before" data-label={t`Before`} textDecoration={row.changed ? 'line-through' : undefined} color={row.changed ? 'fg.muted' : undefined}>
                  <ComparedValue value={row.before} fieldKey={row.key} definition={row.definition} />
                </Table.Cell>
                <Table.Cell overflowWrap="anywhere" data-side="after" data-label={t`After`} fontWeight={row.changed ? 'semibold' : undefined}>
                  <ComparedValue value={row.after} fieldKey={row.key} definition={row.definition} />
                </Table.Cell>
              </>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

/** A list of records (fee bands, commission shares, documents): one row per item, one column per field. */
function ItemTable({ node, creation }: { node: Extract<ComparisonNode, { type: 'table' }>; creation: boolean }) {
  const { t } = useLingui()
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} aria-label={node.title} role="region">
      <Table.Root size="sm" variant="line" data-field={node.path}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            {node.columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.row.definition?.kind === 'money' || isMoneyKey(column.key) ? 'end' : undefined}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {node.items.map((item) => (
            <Table.Row key={item.path} data-item={item.path} data-changed={item.changed ? 'true' : undefined} bg={item.changed ? 'bg.warning' : undefined}>
              <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                {item.label}
                {item.state !== 'kept' && (
                  <Badge ms="2" size="sm" colorPalette={item.state === 'added' ? 'green' : 'red'}>
                    {item.state === 'added' ? t`Added` : t`Removed`}
                  </Badge>
                )}
              </Table.Cell>
              {node.columns.map((column) => {
                const cell = item.cells.get(column.key)
                return (
                  <Table.Cell
                    key={column.key}
                    data-field={cell?.path}
                    data-changed={cell?.changed ? 'true' : undefined}
                    textAlign={column.row.definition?.kind === 'money' || isMoneyKey(column.key) ? 'end' : undefined}
                    whiteSpace="nowrap"
                  >
                    {cell ? <ChangedValue row={cell} creation={creation} /> : null}
                    {cell && <ChangedMark changed={cell.changed} />}
                  </Table.Cell>
                )
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

function Nodes({ nodes, creation, depth }: { nodes: ComparisonNode[]; creation: boolean; depth: number }) {
  return (
    <Stack gap="4">
      {nodes.map((node, index) => {
        if (node.type === 'fields') return <FieldRows key={`fields-${index}`} rows={node.rows} creation={creation} depth={depth} />
        const heading = (
          <Heading as={depth === 0 ? 'h4' : 'h5'} size="xs" color={depth === 0 ? 'fg' : 'fg.muted'} mb="2">
            {node.title}
            <ChangedMark changed={node.changed} />
          </Heading>
        )
        if (node.type === 'table') {
          return (
            <Box key={node.path} data-section={node.path}>
              {heading}
              <ItemTable node={node} creation={creation} />
            </Box>
          )
        }
        return (
          <Box key={node.path} data-section={node.path} ps={depth === 0 ? undefined : '3'} borderInlineStartWidth={depth === 0 ? undefined : '2px'}>
            {heading}
            <Nodes nodes={node.children} creation={creation} depth={depth + 1} />
          </Box>
        )
      })}
    </Stack>
  )
}

interface DataComparisonTableProps {
  /** The platform's entity type (ProductGroup): its dictionary names the fields. */
  entityType: string
  beforeData: string | null
  afterData: string
  changedFields: readonly string[]
  /** The names of the records the data refers to by id or code (an approval request's references). */
  references?: readonly ReferenceName[] | undefined
  /** Only the changed fields, without the heading and its toggle (an entry of a record's history). */
  changesOnly?: boolean
  /** Top-level fields shown elsewhere (an approval's documents, listed with their files). */
  omit?: readonly string[]
}

/**
 * The entity before and after as the checker thinks of it: fields in words, nested objects as
 * sections, lists of records as tables, changes highlighted, money in naira, references by name.
 */
export function DataComparisonTable({ entityType, beforeData, afterData, changedFields, references, changesOnly = false, omit }: DataComparisonTableProps) {
  const { t, i18n } = useLingui()
  const nameOf = useMemo<NameOf>(() => {
    const names = new Map((references ?? []).map((reference) => [`${reference.kind}:${reference.id}`, reference]))
    return (key, id) => {
      const kind = referenceKindOf(key)
      const found = kind ? names.get(`${kind}:${String(id)}`) : undefined
      if (!found) return undefined
      return found.kind === 'Permission' ? permissionTextLabel(found.name, i18n) : found.name
    }
  }, [references, i18n])
  const comparison = useMemo(
    () => compareEntities(beforeData, afterData, changedFields, fieldsOfEntity(entityType), (label) => i18n._(label), { groupLabel: (group) => permissionGroupLabel(group, i18n), nameOf }),
    [entityType, beforeData, afterData, changedFields, i18n, nameOf],
  )
  const changedCount = comparison.rows.filter((row) => row.changed).length
  const [onlyChanged, setOnlyChanged] = useState(false)
  const headingId = useId()
  const shown = comparison.rows.filter((row) => !omit?.includes(row.path.split('.')[0] ?? '') && !(bookkeeping.has(row.path) && !row.changed && !comparison.isCreation))
  const rows = onlyChanged || (changesOnly && !comparison.isCreation) ? shown.filter((row) => row.changed) : shown
  const tree = useMemo(() => comparisonTree(rows), [rows])

  let body: ReactNode
  if (!rows.length) {
    body = (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No data</Trans>
      </Text>
    )
  } else body = <Nodes nodes={tree} creation={comparison.isCreation} depth={0} />

  return (
    <NamesContext.Provider value={nameOf}>
      <Box as="section" aria-labelledby={changesOnly ? undefined : headingId} aria-label={changesOnly ? t`Changes` : undefined} data-testid="data-comparison">
        {!changesOnly && (
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
            <Heading as="h3" size="sm" id={headingId}>
              {comparison.isCreation ? <Trans>New record</Trans> : <Trans>Before and after</Trans>}
            </Heading>
            {!comparison.isCreation && (
              <Flex align="center" gap="3" fontSize="sm">
                <Text color="fg.muted" data-testid="changed-count">
                  {changedCount === 1 ? <Trans>1 field changed</Trans> : <Trans>{changedCount} fields changed</Trans>}
                </Text>
                {changedCount > 0 && (
                  <Flex as="label" align="center" gap="1.5" cursor="pointer">
                    <input type="checkbox" checked={onlyChanged} onChange={(event) => setOnlyChanged(event.target.checked)} style={{ accentColor: 'var(--chakra-colors-brand-solid)' }} />
                    <Trans>Only changes</Trans>
                  </Flex>
                )}
              </Flex>
            )}
          </Flex>
        )}
        {comparison.unreadable && (
          <Text fontSize="sm" color="fg.error" mb="2">
            <Trans>Part of this record could not be read; it is shown as sent.</Trans>
          </Text>
        )}
        {body}
      </Box>
    </NamesContext.Provider>
  )
}
