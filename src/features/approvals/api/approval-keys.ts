import type { ApprovalListQuery, ApprovalConfigListQuery } from '../approval-search'

/** Query keys of the approvals domain: invalidate `all` after a decision, `configs` after a save. */
export const approvalKeys = {
  all: ['apms', 'approval'] as const,
  requests: () => [...approvalKeys.all, 'request'] as const,
  list: (filters: ApprovalListQuery) => [...approvalKeys.requests(), 'list', filters] as const,
  detail: (id: number) => [...approvalKeys.requests(), 'detail', id] as const,
  /** The pending requests on one record (its page and edit form show them). */
  pending: (entityType: string, entityId: number) => [...approvalKeys.requests(), 'pending', entityType, entityId] as const,
  configs: () => [...approvalKeys.all, 'config'] as const,
  configList: (filters: ApprovalConfigListQuery) => [...approvalKeys.configs(), 'list', filters] as const,
  approverRoles: (permissionId: number) => [...approvalKeys.configs(), 'roles', permissionId] as const,
}
