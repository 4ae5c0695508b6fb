import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { approvalKeys, type ApprovalConfigListFilters } from './approval-keys'

/** GET /apms/api/v1/Approval/ApprovableConfigurations: one page, most recently updated first. */
export async function listApprovalConfigurations(filters: ApprovalConfigListFilters, signal?: AbortSignal) {
  const { data } = await apms.GET('/apms/api/v1/Approval/ApprovableConfigurations', {
    params: { query: { PermissionId: filters.permissionId, PageNumber: filters.page, PageSize: filters.pageSize, SortOrder: 'desc' } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the approval configurations')
  return data
}

export function approvalConfigurationsQueryOptions(filters: ApprovalConfigListFilters) {
  return queryOptions({
    queryKey: approvalKeys.configList(filters),
    queryFn: ({ signal }) => listApprovalConfigurations(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useApprovalConfigurations(filters: ApprovalConfigListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...approvalConfigurationsQueryOptions(filters), enabled: options.enabled ?? true })
}
