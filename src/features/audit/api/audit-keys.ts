import type { AuditListQuery } from '../audit-search'

export type AuditFilters = AuditListQuery

/** Query keys of the audit trail: lists by filters, and records (which never change). */
export const auditKeys = {
  list: (filters: AuditFilters) => ['aud', 'list', filters] as const,
  // The same key as a merchant's history reads: a record never changes.
  record: (id: number) => ['aud', 'record', id] as const,
}
