// Every list screen in one shape: filters from the URL, actions, the column chooser, the table
// (loading, error with retry, empty, phone cards), paging, the whole filtered set as CSV.
import { Flex } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { compactQuery, useMediaQuery } from '../../lib/use-media-query'
import { StaleNotice } from '../feedback/query-state'
import { ColumnChooser, useColumnVisibility } from './column-chooser'
import { DataTable, type DataColumn, type RowSelection } from './data-table'
import { ExportButton, type ServerExport } from './export-button'
import type { ListPageData, PageFetcher } from './fetch-all-pages'
import { CreateButton, ListPage } from './list-page'
import { Pagination } from './pagination'
import { useClampPage, type ListSearch, type ListSearchBase } from './use-list-search'
import type { KeysetQuery } from '../../lib/search'

interface ListViewProps<Row, S extends ListSearchBase> {
  /** Names the list: its column choice on the device, its test id. */
  id: string
  /** Accessible name of the table. */
  label: string
  list: ListSearch<S>
  query: UseQueryResult<ListPageData<Row>>
  columns: readonly DataColumn<Row>[]
  /** The row's key: its `id` unless told. */
  rowKey?: (row: Row) => string | number
  filters?: ReactNode
  /** The list's main action, a link to the create screen; false when the user may not create. */
  create?: { link: LinkProps; label: ReactNode } | false
  /** Buttons at the end of the filter bar. */
  actions?: ReactNode
  /** The whole filtered set as CSV: reads pages with the filters on screen. */
  exportAll?: { filename: string; fetchPage: PageFetcher<Row> }
  /** The whole filtered set streamed by the platform as CSV or XLSX (reports, audit trail); preferred over exportAll. */
  exportFile?: ServerExport
  /** Above the table: the result of the last action (sent for approval, deleted). */
  notice?: ReactNode
  /** Totals of the whole filtered set (reports), between the filters and the table. */
  summary?: ReactNode
  emptyMessage: ReactNode
  filteredEmptyMessage: ReactNode
  onRowClick?: (row: Row) => void
  selectedKey?: string | number | undefined
  highlightRow?: (row: Row) => boolean
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>
  selection?: RowSelection<Row>
  /** Under the filter bar, above the table (bulk actions). */
  toolbar?: ReactNode
}

export function ListView<Row, S extends ListSearchBase>({
  id,
  label,
  list,
  query,
  columns,
  rowKey = (row) => (row as { id: number }).id,
  filters,
  create,
  actions,
  exportAll,
  exportFile,
  notice,
  summary,
  emptyMessage,
  filteredEmptyMessage,
  onRowClick,
  selectedKey,
  highlightRow,
  rowAttributes,
  selection,
  toolbar,
}: ListViewProps<Row, S>) {
  const compact = useMediaQuery(compactQuery)
  const { hidden, toggle } = useColumnVisibility(id, columns, compact ? 'compact' : 'wide')
  const page = query.data
  // A list paged by key answers with its cursors (the transaction report, approvals, merchants, agents, users, cases, the audit trail).
  const keyset = page !== undefined && 'nextCursor' in page
  useClampPage(list, page?.totalPages)
  const shown = columns.filter((column) => column.hideable === false || !hidden.includes(column.id))
  return (
    <ListPage
      filters={filters}
      filterCount={list.filterCount}
      onClearFilters={list.isFiltered ? list.clearFilters : undefined}
      actions={
        <>
          <ColumnChooser columns={columns} hidden={hidden} onToggle={toggle} />
          {(exportAll || exportFile) && (
            <ExportButton
              columns={columns}
              fetchPage={exportAll?.fetchPage}
              server={exportFile}
              filename={exportFile?.filename ?? exportAll?.filename ?? id}
              disabled={!page || page.totalRecords === 0}
            />
          )}
          {create && <CreateButton link={create.link}>{create.label}</CreateButton>}
          {actions}
        </>
      }
      footer={
        page && (
          <Pagination
            page={keyset ? (page.pageNumber ?? list.search.page) : list.search.page}
            pageSize={list.search.pageSize}
            totalRecords={page.totalRecords}
            totalPages={page.totalPages}
            onPageChange={(next) => list.setPage(next)}
            keyset={
              keyset
                ? {
                    nextCursor: page.nextCursor ?? null,
                    previousCursor: page.previousCursor ?? null,
                    at: (list.search as KeysetQuery).at,
                    byDay: list.byDay,
                    onNavigate: (target) =>
                      'at' in target
                        ? list.setParams({ at: target.at, cursor: undefined, page: undefined } as never)
                        : list.setParams({ page: target.page <= 1 ? undefined : target.page, cursor: target.cursor, at: undefined } as never),
                  }
                : undefined
            }
          />
        )
      }
    >
      {(notice || toolbar) && (
        <Flex direction="column" gap="3" mb="3">
          {notice}
          {toolbar}
        </Flex>
      )}
      <StaleNotice query={query} />
      {summary}
      <DataTable
        label={label}
        testId={id}
        columns={shown}
        rows={page?.data}
        rowKey={rowKey}
        status={query.status}
        paused={query.fetchStatus === 'paused'}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={list.isFiltered ? filteredEmptyMessage : emptyMessage}
        {...(onRowClick ? { onRowClick } : {})}
        selectedKey={selectedKey}
        {...(highlightRow ? { highlightRow } : {})}
        {...(rowAttributes ? { rowAttributes } : {})}
        selection={selection}
      />
    </ListPage>
  )
}
