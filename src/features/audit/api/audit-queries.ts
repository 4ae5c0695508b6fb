import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { aud } from '../../../api/clients'
import { exportStream, type ExportFormat } from '../../../api/export-file'
import type { Locale } from '../../../lib/i18n'
import type { AuditListQuery } from '../audit-search'
import { platformQuery, platformFilters } from '../../../lib/search'

export type AuditFilters = AuditListQuery

export const auditKeys = {
  list: (filters: AuditFilters) => ['aud', 'list', filters] as const,
  // The same key as a merchant's history reads: a record never changes.
  record: (id: number) => ['aud', 'record', id] as const,
}

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

export function useAuditRecord(id: number) {
  return useQuery({
    queryKey: auditKeys.record(id),
    queryFn: async ({ signal }) => {
      const { data } = await aud.GET('/aud/api/v1/AuditTrail/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the audit record')
      return data.data
    },
    staleTime: Infinity,
  })
}

/** The whole filtered trail, streamed by the platform. */
export function exportAuditRecords(f: AuditFilters, { format, locale, signal }: { format: ExportFormat; locale: Locale; signal: AbortSignal }) {
  return exportStream(
    aud.GET('/aud/api/v1/AuditTrail/Export', {
      params: { query: { ...platformFilters(f), Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}
