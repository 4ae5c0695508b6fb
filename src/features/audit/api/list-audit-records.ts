// The audit trail, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { aud } from '../../../api/clients'
import { auditKeys, type AuditFilters } from './audit-keys'
import { platformQuery } from '../../../lib/search'

/** GET /aud/api/v1/AuditTrail: one page, newest first. */
export async function listAuditRecords(f: AuditFilters, signal?: AbortSignal) {
  const { data } = await aud.GET('/aud/api/v1/AuditTrail', {
    params: { query: { ...platformQuery(f), SortOrder: 'desc' } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the audit trail')
  return data
}

export function useAuditRecords(filters: AuditFilters) {
  return useQuery(queryOptions({ queryKey: auditKeys.list(filters), queryFn: ({ signal }) => listAuditRecords(filters, signal), placeholderData: keepPreviousData }))
}
