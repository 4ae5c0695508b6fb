import type { AuditListQuery } from '../audit-search'

export type AuditFilters = AuditListQuery

/** Query keys of the audit trail: lists by filters, records (which never change), and the chain's last verification. */
export const auditKeys = {
  lists: () => ['aud', 'list'] as const,
  list: (filters: AuditFilters) => ['aud', 'list', filters] as const,
  verification: () => ['aud', 'verification'] as const,
  // The same key as a merchant's history reads: a record never changes.
  record: (id: number) => ['aud', 'record', id] as const,
}
