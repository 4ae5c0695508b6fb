import { Box, chakra, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'

import { ErrorBlock, LoadingBlock } from '../feedback/query-state'

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
  /** False keeps the column out of the column chooser (the row's name, its actions). */
  hideable?: boolean
  /** Shown only when the user picks it in the column chooser (wide reports); still exported. */
  hiddenByDefault?: boolean
  /**
   * 'key': among the few columns the list's users need first. Up to a tablet's width (1024 px) a list that
   * names its key columns shows only those, the unhideable ones (name, actions) and the user's picks.
   */
  priority?: 'key'
}

/** Rows the user ticked for a bulk action; rows that cannot take it show no box. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string | number>
  onChange: (selected: Set<string | number>) => void
  isSelectable?: (row: Row) => boolean
  /** Accessible name of a row's box, e.g. "Select request #12". */
  rowLabel: (row: Row) => string
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string | number
  /** The query's state: first load, failure, or data (possibly refetching). */
  status: 'pending' | 'error' | 'success'
  /** Offline and never answered on this device: said at once, not "Loading…" without end. */
  paused?: boolean
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
  selection?: RowSelection<Row> | undefined
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
  paused = false,
  isFetching = false,
  error,
  onRetry,
  emptyMessage,
  onRowClick,
  selectedKey,
  highlightRow,
  rowAttributes,
  testId,
  selection,
}: DataTableProps<Row>) {
  const { t } = useLingui()
  const [scroller, scrolls] = useScrollsSideways<HTMLDivElement>()
  if (status === 'error' && !rows) return <ErrorBlock error={error} onRetry={onRetry} testId={testId ? `${testId}-error` : undefined} />
  if (paused && !rows) return <ErrorBlock error={null} offline onRetry={onRetry} testId={testId ? `${testId}-error` : undefined} />

  const selectable = selection ? (rows ?? []).filter((row) => selection.isSelectable?.(row) ?? true) : []
  const allSelected = selection !== undefined && selectable.length > 0 && selectable.every((row) => selection.selected.has(rowKey(row)))
  const toggle = (keys: (string | number)[], checked: boolean) => {
    if (!selection) return
    const next = new Set(selection.selected)
    for (const key of keys) {
      if (checked) next.add(key)
      else next.delete(key)
    }
    selection.onChange(next)
  }
  const selectColumn: DataColumn<Row>[] = selection
    ? [
        {
          id: '__select',
          header: t`Select`,
          width: '2.5rem',
          hideable: false,
          phoneLabel: false,
          cell: (row) =>
            (selection.isSelectable?.(row) ?? true) ? (
              <input
                type="checkbox"
                className="ui-row-check"
                aria-label={selection.rowLabel(row)}
                checked={selection.selected.has(rowKey(row))}
                onClick={(event) => event.stopPropagation()}
                onKeyDown={(event) => event.stopPropagation()}
                onChange={(event) => toggle([rowKey(row)], event.target.checked)}
              />
            ) : null,
        },
      ]
    : []
  const shownColumns = [...selectColumn, ...columns]

  const onKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onRowClick?.(row)
    }
  }

  return (
    // A table wider than a tablet scrolls in its own box, never the page; a box that scrolls is a named stop for the keyboard.
    <Box
      ref={scroller}
      position="relative"
      overflowX={{ md: 'auto' }}
      aria-busy={status === 'pending' || isFetching}
      data-testid={testId}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
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
            {shownColumns.map((column) => (
              <chakra.th
                key={column.id}
                data-column={column.id}
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
                {column.id === '__select' ? (
                  <input
                    type="checkbox"
                    className="ui-row-check"
                    aria-label={t`Select all rows on this page`}
                    checked={allSelected}
                    disabled={selectable.length === 0}
                    onChange={(event) => toggle(selectable.map(rowKey), event.target.checked)}
                  />
                ) : (
                  column.header
                )}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody display={{ base: 'flex', md: 'table-row-group' }} flexDirection="column" gap="3">
          {status === 'pending' && !rows ? (
            <StateRow span={shownColumns.length}>
              <LoadingBlock />
            </StateRow>
          ) : !rows || rows.length === 0 ? (
            <StateRow span={shownColumns.length}>
              <Flex direction="column" align="center" py="10" role="status" data-testid="empty">
                <Text color="fg.muted">{emptyMessage}</Text>
              </Flex>
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
                  {shownColumns.map((column) => (
                    <chakra.td
                      key={column.id}
                      data-column={column.id}
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

/** Whether the element is narrower than its content (a table wider than its box), kept current as either changes. */
function useScrollsSideways<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    if (!element) return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [element])
  return [setElement, scrolls] as const
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <chakra.tr display={{ base: 'block', md: 'table-row' }}>
      <chakra.td colSpan={span} display={{ base: 'block', md: 'table-cell' }}>
        {children}
      </chakra.td>
    </chakra.tr>
  )
}
