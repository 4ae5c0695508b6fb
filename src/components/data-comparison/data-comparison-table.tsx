import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'

import { fieldsOfEntity } from '../../entities/registry'
import type { FieldDefinition } from '../../lib/field-dictionary'
import { formatDateTime, formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { DataTable, type DataColumn } from '../data-table/data-table'
import { FieldValue } from '../field-value'
import { compareEntities, isMoneyKey, type ComparisonRow } from './data-comparison'

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

function ComparedValue({ value, fieldKey, definition }: { value: unknown; fieldKey: string; definition: FieldDefinition | undefined }) {
  const { t } = useLingui()
  if (definition && !Array.isArray(value)) return <FieldValue definition={definition} value={value} />
  const locale = activeLocale()
  if (value === null || value === undefined || value === '') return <Text as="span" color="fg.subtle" aria-label={t`Not set`}>—</Text>
  if (Array.isArray(value)) return <Text as="span" color="fg.subtle">{t`None`}</Text>
  if (typeof value === 'object') return <Text as="span" color="fg.subtle">{t`Empty`}</Text>
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>
  if (typeof value === 'number') {
    if (Number.isInteger(value) && isMoneyKey(fieldKey)) return <span title={t`${value} kobo`}>{formatNaira(value, locale)}</span>
    if (/id$/i.test(fieldKey)) return <bdi dir="ltr">{String(value)}</bdi>
    return <>{formatNumber(value, locale, { maximumFractionDigits: 4 })}</>
  }
  if (typeof value === 'string' && isoDateTime.test(value)) return <>{formatDateTime(value, locale)}</>
  const text = String(value)
  // Phone numbers and codes have no letters: keep them left-to-right inside Arabic text.
  return <bdi dir={/\p{L}/u.test(text) ? 'auto' : 'ltr'}>{text}</bdi>
}

interface DataComparisonTableProps {
  /** The platform's entity type (ProductGroup): its dictionary names the fields. */
  entityType: string
  beforeData: string | null
  afterData: string
  changedFields: readonly string[]
  /** Only the changed fields, without the heading and its toggle (an entry of a record's history). */
  changesOnly?: boolean
}

/** The entity before and after side by side, changed fields highlighted, money in naira. */
export function DataComparisonTable({ entityType, beforeData, afterData, changedFields, changesOnly = false }: DataComparisonTableProps) {
  const { t, i18n } = useLingui()
  const comparison = useMemo(
    () => compareEntities(beforeData, afterData, changedFields, fieldsOfEntity(entityType), (label) => i18n._(label)),
    [entityType, beforeData, afterData, changedFields, i18n],
  )
  const changedCount = comparison.rows.filter((row) => row.changed).length
  const [onlyChanged, setOnlyChanged] = useState(false)
  const headingId = useId()
  const rows = onlyChanged || (changesOnly && !comparison.isCreation) ? comparison.rows.filter((row) => row.changed) : comparison.rows

  const fieldColumn: DataColumn<ComparisonRow> = {
    id: 'field',
    header: t`Field`,
    width: '34%',
    phoneLabel: false,
    cell: (row) => (
      <Box>
        {row.labels.length > 1 && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.labels.slice(0, -1).join(' › ')}
          </Text>
        )}
        <Text as="span" fontWeight="medium">
          {row.labels.at(-1)}
        </Text>
        {row.changed && (
          <Text as="span" srOnly>
            {' '}
            {t`(changed)`}
          </Text>
        )}
      </Box>
    ),
  }
  const columns: DataColumn<ComparisonRow>[] = comparison.isCreation
    ? [fieldColumn, { id: 'after', header: t`Value`, cell: (row) => <ComparedValue value={row.after} fieldKey={row.key} definition={row.definition} /> }]
    : [
        fieldColumn,
        {
          id: 'before',
          header: t`Before`,
          width: '33%',
          cell: (row) => (
            <Box as="span" textDecoration={row.changed ? 'line-through' : undefined} color={row.changed ? 'fg.muted' : undefined} overflowWrap="anywhere">
              <ComparedValue value={row.before} fieldKey={row.key} definition={row.definition} />
            </Box>
          ),
        },
        {
          id: 'after',
          header: t`After`,
          width: '33%',
          cell: (row) => (
            <Box as="span" fontWeight={row.changed ? 'semibold' : undefined} overflowWrap="anywhere">
              <ComparedValue value={row.after} fieldKey={row.key} definition={row.definition} />
            </Box>
          ),
        },
      ]

  return (
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
      <DataTable
        label={comparison.isCreation ? t`New record` : t`Before and after`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.path}
        status="success"
        emptyMessage={<Trans>No data</Trans>}
        highlightRow={(row) => row.changed}
        rowAttributes={(row) => ({ 'data-field': row.path, 'data-changed': row.changed ? 'true' : undefined })}
      />
    </Box>
  )
}
