import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter, EnumFilter, TextFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { useListSearch } from '../../components/data-table/use-list-search'
import { FormAlert } from '../../components/form/form-alert'
import { caseCategoryLabels, caseFields, caseStatusLabels, type Case, type CaseDetail } from '../../entities/case'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import type { CaseFilters } from './api/case-keys'
import { listCases, useCases } from './api/list-cases'
import { caseList } from './case-search'
import { Deadline } from './components/deadline'
import { RaiseCaseDrawer } from './components/raise-case-form'

/** A case worker (manages cases, decides no approvals) opens the list on their own open cases. */
export function useDefaultQueue(): 'mine' | 'all' {
  const manages = usePermission(permission('Case', 'Manage Case'))
  const supervises = usePermission(permission('Approval', 'Approve Request'))
  return manages && !supervises ? 'mine' : 'all'
}

/** Case Management: disputes with their deadline, filtered in the URL; raise one from a transaction reference. */
export function CasesPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const navigate = useNavigate()
  const me = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  const list = useListSearch(caseList)
  const { raise, queue: chosen, ...search } = list.search
  const defaultQueue = useDefaultQueue()
  const queue = chosen ?? defaultQueue
  const filters: CaseFilters = { ...list.query, mine: queue === 'mine', assigneeUsername: me.username }
  const query = useCases(filters)
  const canManage = usePermission(permission('Case', 'Manage Case'))
  const [raised, setRaised] = useState<CaseDetail | null>(null)
  const context = { i18n, locale }

  const columns: DataColumn<Case>[] = [
    fieldColumn(caseFields, 'caseNumber', context, {
      hideable: false,
      phoneLabel: false,
      width: '11rem',
      cell: (row) => (
        <>
          <ChakraLink asChild fontWeight="medium" color="fg">
            <Link to="/Case-Management/view-case" search={{ id: row.id }}>
              <bdi dir="ltr">{row.caseNumber}</bdi>
            </Link>
          </ChakraLink>
          <Text as="span" display="block" fontSize="xs" color="fg.muted" lineClamp={1} overflowWrap="anywhere">
            {row.title}
          </Text>
        </>
      ),
    }),
    fieldColumn(caseFields, 'category', context, { width: '10rem' }),
    fieldColumn(caseFields, 'status', context, { width: '7rem', priority: 'key' }),
    { id: 'deadline', header: t`Deadline`, width: '9rem', priority: 'key', cell: (row) => <Deadline item={row} />, exportValue: (row) => row.dueAt },
    fieldColumn(caseFields, 'assignee', context, { width: '9rem', priority: 'key' }),
    fieldColumn(caseFields, 'customerName', context, { hiddenByDefault: true }),
    fieldColumn(caseFields, 'transactionReference', context, { width: '11rem', hiddenByDefault: true }),
    fieldColumn(caseFields, 'amount', context, { align: 'end', width: '8rem' }),
    fieldColumn(caseFields, 'createdAt', context, { width: '10rem' }),
  ]

  const setQueue = (next: 'mine' | 'all') => void navigate({ to: '.', search: ((previous: object) => ({ ...previous, queue: next, page: undefined })) as never })
  const openRaise = () => void navigate({ to: '.', search: ((previous: object) => ({ ...previous, raise: '' })) as never })

  return (
    <>
      <ListView
        id="cases"
        label={t`Cases`}
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-case-id': String(row.id), 'data-overdue': String(row.overdue) })}
        highlightRow={(row) => row.overdue}
        onRowClick={(row) => void navigate({ to: '/Case-Management/view-case', search: { id: row.id } })}
        toolbar={
          <Flex gap="2" wrap="wrap" role="group" aria-label={t`Which cases`}>
            <Button size="sm" variant={queue === 'mine' ? 'solid' : 'outline'} colorPalette={queue === 'mine' ? 'brand' : undefined} aria-pressed={queue === 'mine'} onClick={() => setQueue('mine')}>
              <Trans>Assigned to me, open</Trans>
            </Button>
            <Button size="sm" variant={queue === 'all' ? 'solid' : 'outline'} colorPalette={queue === 'all' ? 'brand' : undefined} aria-pressed={queue === 'all'} onClick={() => setQueue('all')}>
              <Trans>All cases</Trans>
            </Button>
            <Button
              size="sm"
              variant={search.overdue ? 'solid' : 'outline'}
              colorPalette={search.overdue ? 'red' : undefined}
              aria-pressed={Boolean(search.overdue)}
              onClick={() => list.setFilters({ overdue: search.overdue ? undefined : true })}
            >
              <Trans>Overdue only</Trans>
            </Button>
          </Flex>
        }
        filters={
          <>
            <TextFilter label={t`Search`} maxLength={100} {...list.filter('search', { replace: true })} />
            <EnumFilter label={t`Status`} labels={caseStatusLabels} allLabel={t`All statuses`} {...list.filter('status')} />
            <EnumFilter
              label={t`Category`}
              name="category"
              value={search.category}
              labels={caseCategoryLabels}
              allLabel={t`All categories`}
              onChange={(value) => list.setFilters({ category: value })}
            />
            <DateRangeFilter {...list.dateRange()} />
          </>
        }
        actions={
          canManage && (
            <Button size="sm" colorPalette="brand" onClick={openRaise}>
              <Trans>Raise a case</Trans>
            </Button>
          )
        }
        notice={
          raised && (
            <FormAlert status="success">
              <Trans>
                Case{' '}
                <Link to="/Case-Management/view-case" search={{ id: raised.id }}>
                  <bdi dir="ltr">{raised.caseNumber}</bdi>
                </Link>{' '}
                raised; give the customer this tracking number.
              </Trans>
            </FormAlert>
          )
        }
        exportAll={{ filename: 'cases', fetchPage: (p, size, signal) => listCases({ ...filters, page: p, pageSize: size }, signal) }}
        emptyMessage={<Trans>There are no cases yet.</Trans>}
        filteredEmptyMessage={queue === 'mine' ? <Trans>No open case is assigned to you.</Trans> : <Trans>No case matches these filters.</Trans>}
      />
      {canManage && (
        <RaiseCaseDrawer
          reference={raise}
          onClose={() => list.setParams({ raise: undefined })}
          onRaised={(created) => {
            setRaised(created)
            // The default queue (open cases assigned to me) or a filter would hide it: the list shows the new case.
            list.filterOnly({ search: created.caseNumber, queue: 'all', raise: undefined })
          }}
        />
      )}
    </>
  )
}
