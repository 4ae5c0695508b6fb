// One audit record, which never changes once written.
import { useQuery } from '@tanstack/react-query'

import { aud } from '../../../api/clients'
import { auditKeys } from './audit-keys'

/** GET /aud/api/v1/AuditTrail/{id}: one record, kept for good (staleTime Infinity). */
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
