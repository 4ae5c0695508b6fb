// The last verification of the audit chain.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { aud } from '../../../api/clients'
import { auditKeys } from './audit-keys'

/** GET /aud/api/v1/AuditTrail/Verification: the last verification, or null when there was none. */
export const auditVerificationOptions = () =>
  queryOptions({
    queryKey: auditKeys.verification(),
    queryFn: async ({ signal }) => {
      const { data } = await aud.GET('/aud/api/v1/AuditTrail/Verification', { signal })
      if (!data) throw new Error('Empty answer for the audit verification')
      return data.data
    },
  })

export function useAuditVerification() {
  return useQuery(auditVerificationOptions())
}
