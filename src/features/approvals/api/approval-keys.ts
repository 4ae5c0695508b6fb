import type { ApprovalStatus } from '../types'

export interface ApprovalListFilters {
  status?: ApprovalStatus | undefined
  madeBy?: 'me' | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  page: number
  pageSize: number
}

export interface ApprovalConfigListFilters {
  permissionId?: number | undefined
  page: number
  pageSize: number
}

/** Query keys of the approvals domain: invalidate `all` after a decision, `configs` after a save. */
export const approvalKeys = {
  all: ['apms', 'approval'] as const,
  requests: () => [...approvalKeys.all, 'request'] as const,
  list: (filters: ApprovalListFilters) => [...approvalKeys.requests(), 'list', filters] as const,
  detail: (id: number) => [...approvalKeys.requests(), 'detail', id] as const,
  configs: () => [...approvalKeys.all, 'config'] as const,
  configList: (filters: ApprovalConfigListFilters) => [...approvalKeys.configs(), 'list', filters] as const,
  approverRoles: (permissionId: number) => [...approvalKeys.configs(), 'roles', permissionId] as const,
}
