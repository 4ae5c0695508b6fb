// Cases: the list, one case, the users who can take one, and the changes (raise, comment, assign,
// resolve, reopen), each with its Idempotency-Key made at the click.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { cms, reportms } from '../../../api/clients'
import type { components } from '../../../api/schema/cms'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import type { CaseListQuery } from '../case-search'

export type CaseFilters = CaseListQuery & { mine: boolean; assigneeUsername: string }
export type CaseCreate = components['schemas']['CaseCreate']
export type CaseResolve = components['schemas']['CaseResolve']

export const caseKeys = {
  all: ['cms'] as const,
  list: (filters: CaseFilters) => ['cms', 'list', filters] as const,
  detail: (id: number) => ['cms', 'case', id] as const,
  assignees: () => ['cms', 'assignees'] as const,
  transaction: (reference: string) => ['cms', 'transaction', reference] as const,
}

export async function listCases(f: CaseFilters, signal?: AbortSignal) {
  const { data } = await cms.GET('/cms/api/v1/Case', {
    params: {
      query: {
        Status: f.status,
        Category: f.category,
        OpenOnly: f.mine || undefined,
        Overdue: f.overdue,
        Search: f.search,
        TransactionReference: f.transactionReference,
        AssigneeUsername: f.mine ? f.assigneeUsername : undefined,
        StartDate: f.startDate,
        EndDate: f.endDate,
        SortOrder: 'desc',
        PageNumber: f.page,
        PageSize: f.pageSize,
      },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the cases')
  return data
}

export function useCases(filters: CaseFilters) {
  return useQuery(queryOptions({ queryKey: caseKeys.list(filters), queryFn: ({ signal }) => listCases(filters, signal), placeholderData: keepPreviousData }))
}

export function useCase(id: number) {
  return useQuery({
    queryKey: caseKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await cms.GET('/cms/api/v1/Case/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the case')
      return data.data
    },
  })
}

export function useCaseAssignees() {
  return useQuery({
    queryKey: caseKeys.assignees(),
    queryFn: async ({ signal }) => {
      const { data } = await cms.GET('/cms/api/v1/Case/assignees', { signal })
      if (!data) throw new Error('Empty answer for the assignees')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

/** The disputed transaction as the transaction report has it (status, reversal), when the user may read reports. */
export function useDisputedTransaction(reference: string | null, enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.transaction(reference ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging', { params: { query: { TransactionReference: reference ?? '', PageSize: 1 } }, signal })
      const listed = data?.data[0]
      if (!listed) return null
      const detail = await reportms.GET('/reportms/api/v1/TransactionReport/{id}', { params: { path: { id: listed.id } }, signal })
      return detail.data?.data ?? null
    },
    enabled: enabled && reference !== null,
  })
}

const header = (key: string) => ({ header: { 'Idempotency-Key': key } })
const invalidates = () => [caseKeys.all]

export function useRaiseCase() {
  return useApprovableMutation({ mutationFn: (body: CaseCreate, key: string) => cms.POST('/cms/api/v1/Case', { params: header(key), body }), invalidates })
}

export function useCommentCase() {
  return useApprovableMutation({
    mutationFn: ({ id, body }: { id: number; body: string }, key: string) => cms.POST('/cms/api/v1/Case/{id}/comment', { params: { path: { id }, ...header(key) }, body: { body } }),
    invalidates,
  })
}

export function useAssignCase() {
  return useApprovableMutation({
    mutationFn: ({ id, assigneeUserId }: { id: number; assigneeUserId: number }, key: string) =>
      cms.PUT('/cms/api/v1/Case/{id}/assign', { params: { path: { id }, ...header(key) }, body: { assigneeUserId } }),
    invalidates,
  })
}

export function useResolveCase() {
  return useApprovableMutation({
    mutationFn: ({ id, body }: { id: number; body: CaseResolve }, key: string) => cms.PUT('/cms/api/v1/Case/{id}/resolve', { params: { path: { id }, ...header(key) }, body }),
    invalidates,
  })
}

export function useReopenCase() {
  return useApprovableMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }, key: string) => cms.PUT('/cms/api/v1/Case/{id}/reopen', { params: { path: { id }, ...header(key) }, body: { reason } }),
    invalidates,
  })
}
