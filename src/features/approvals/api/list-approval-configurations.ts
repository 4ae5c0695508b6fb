import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import type { ApprovalConfigListQuery } from '../approval-search'
import { approvalKeys } from './approval-keys'
import { platformQuery } from '../../../lib/search'

/** GET /apms/api/v1/Approval/ApprovableConfigurations: one page, most recently updated first. */
export async function listApprovalConfigurations(filters: ApprovalConfigListQuery, signal?: AbortSignal) {
  const { data } = await apms.GET('/apms/api/v1/Approval/ApprovableConfigurations', {
    params: { query: { ...platformQuery(filters), SortOrder: 'desc' } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the approval configurations')
  return data
}

export function approvalConfigurationsQueryOptions(filters: ApprovalConfigListQuery) {
  return queryOptions({
    queryKey: approvalKeys.configList(filters),
    queryFn: ({ signal }) => listApprovalConfigurations(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useApprovalConfigurations(filters: ApprovalConfigListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...approvalConfigurationsQueryOptions(filters), enabled: options.enabled ?? true })
}
