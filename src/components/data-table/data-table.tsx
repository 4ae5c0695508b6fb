import { Box, Button, chakra, Flex, Spinner, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { KeyboardEvent, ReactNode } from 'react'

import { errorMessage } from '../../lib/validation'
import { FormAlert } from '../form/form-alert'

export interface DataColumn<Row> {
  id: string
  /** Column title, already translated; also labels the cell in the phone (card) layout. */
  header: string
  cell: (row: Row) => ReactNode
  /** A width hint for wide screens, e.g. '9rem'. */
  width?: string
  align?: 'start' | 'end' | 'center'
  /** On phones the cell is a card line labelled with the header; false shows it as the card's title. */
  phoneLabel?: boolean
  /** The cell as plain text for the CSV export; columns without it are not exported. */
  exportValue?: (row: Row) => string | number | null | undefined
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string | number
  /** The query's state: first load, failure, or data (possibly refetching). */
  status: 'pending' | 'error' | 'success'
  isFetching?: boolean
  error?: unknown
  onRetry?: () => void
  emptyMessage: ReactNode
  onRowClick?: (row: Row) => void
  /** Marks the row shown in a side panel. */
  selectedKey?: string | number | undefined
  /** Rows to draw attention to (changed fields, overdue items); colour plus a start border. */
  highlightRow?: (row: Row) => boolean
  /** Extra attributes per row, for tests and styling hooks. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>
  testId?: string
}

/**
 * The list shape every screen shares: a table on tablets and desktops, stacked cards on phones,
 * with loading, error and empty states. Rows may open a detail (click or Enter).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  status,
  isFetching = false,
  error,
  onRetry,
  emptyMessage,
  onRowClick,
  selectedKey,
  highlightRow,
  rowAttributes,
  testId,
}: DataTableProps<Row>) {
  if (status === 'error' && !rows) {
    return (
      <Flex direction="column" gap="3" align="flex-start" py="4" data-testid={testId ? `${testId}-error` : undefined}>
        <FormAlert status="error">{errorMessage(error)}</FormAlert>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Flex>
    )
  }

  const onKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onRowClick?.(row)
    }
  }

  return (
    <Box position="relative" aria-busy={status === 'pending' || isFetching} data-testid={testId}>
      <chakra.table
        aria-label={label}
        width="full"
        borderCollapse="collapse"
        fontSize="sm"
        display={{ base: 'block', md: 'table' }}
        opacity={isFetching && status === 'success' ? 0.6 : 1}
        transition="opacity 0.2s"
      >
        <chakra.thead display={{ base: 'none', md: 'table-header-group' }}>
          <chakra.tr>
            {columns.map((column) => (
              <chakra.th
                key={column.id}
                scope="col"
                textAlign={column.align ?? 'start'}
                width={column.width}
                px="3"
                py="2.5"
                fontWeight="semibold"
                color="fg.muted"
                bg="bg.muted"
                borderBottomWidth="1px"
                whiteSpace="nowrap"
              >
                {column.header}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="3">
          {status === 'pending' && !rows ? (
            <StateRow span={columns.length}>
              <Spinner size="sm" color="brand.solid" />
              <Text>
                <Trans>Loading…</Trans>
              </Text>
            </StateRow>
          ) : !rows || rows.length === 0 ? (
            <StateRow span={columns.length}>
              <Text color="fg.muted">{emptyMessage}</Text>
            </StateRow>
          ) : (
            rows.map((row) => {
              const key = rowKey(row)
              const selected = selectedKey !== undefined && key === selectedKey
              const highlighted = highlightRow?.(row) ?? false
              const background = selected ? 'brand.subtle' : highlighted ? 'yellow.subtle' : 'bg'
              return (
                <chakra.tr
                  key={key}
                  {...rowAttributes?.(row)}
                  data-selected={selected || undefined}
                  data-highlighted={highlighted || undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? onKeyDown(row) : undefined}
                  cursor={onRowClick ? 'pointer' : undefined}
                  display={{ base: 'block', md: 'table-row' }}
                  borderWidth={{ base: '1px', md: '0' }}
                  borderBottomWidth="1px"
                  borderRadius={{ base: 'l2', md: '0' }}
                  p={{ base: '3', md: '0' }}
                  bg={background}
                  boxShadow={highlighted ? 'inset 3px 0 0 var(--chakra-colors-yellow-solid)' : undefined}
                  _rtl={highlighted ? { boxShadow: 'inset -3px 0 0 var(--chakra-colors-yellow-solid)' } : undefined}
                  _hover={onRowClick ? { bg: selected ? 'brand.subtle' : 'bg.muted' } : undefined}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                >
                  {columns.map((column) => (
                    <chakra.td
                      key={column.id}
                      data-label={column.phoneLabel === false ? undefined : column.header}
                      textAlign={{ base: 'start', md: column.align ?? 'start' }}
                      px={{ base: '0', md: '3' }}
                      py={{ base: '1', md: '2.5' }}
                      verticalAlign="middle"
                      display={{ base: column.phoneLabel === false ? 'block' : 'grid', md: 'table-cell' }}
                      gridTemplateColumns="minmax(6.5rem, 35%) minmax(0, 1fr)"
                      gap="3"
                      alignItems="center"
                      css={{
                        '@media (max-width: 767.98px)': {
                          '&[data-label]::before': { content: 'attr(data-label)', color: 'var(--chakra-colors-fg-muted)', fontWeight: 500 },
                        },
                      }}
                    >
                      <Box minW="0">{column.cell(row)}</Box>
                    </chakra.td>
                  ))}
                </chakra.tr>
              )
            })
          )}
        </chakra.tbody>
      </chakra.table>
    </Box>
  )
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <chakra.tr display={{ base: 'block', md: 'table-row' }}>
      <chakra.td colSpan={span} py="10" display={{ base: 'block', md: 'table-cell' }}>
        <Flex direction="column" align="center" gap="2" role="status">
          {children}
        </Flex>
      </chakra.td>
    </chakra.tr>
  )
}
