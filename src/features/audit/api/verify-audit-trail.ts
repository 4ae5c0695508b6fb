// Verifying the audit chain again: the answer is the new last verification.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { aud } from '../../../api/clients'
import { auditKeys } from './audit-keys'

/** POST /aud/api/v1/AuditTrail/Verification: the whole chain, from its first record. */
export async function verifyAuditTrail() {
  const { data } = await aud.POST('/aud/api/v1/AuditTrail/Verification', {
    body: { from: 'Start' },
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
  })
  if (!data) throw new Error('Empty answer for the audit verification')
  return data.data
}

export function useVerifyAuditTrail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyAuditTrail,
    onSuccess: (verification) => {
      queryClient.setQueryData(auditKeys.verification(), verification)
      // The verification wrote its own record.
      void queryClient.invalidateQueries({ queryKey: auditKeys.lists() })
    },
  })
}
