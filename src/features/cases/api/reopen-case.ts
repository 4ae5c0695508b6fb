// Reopening a case, with its Idempotency-Key made at the click.
import { cms } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { caseKeys } from './case-keys'

/** PUT /cms/api/v1/Case/{id}/reopen */
export function useReopenCase() {
  return useApprovableMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }, key: string) =>
      cms.PUT('/cms/api/v1/Case/{id}/reopen', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: { reason } }),
    invalidates: () => [caseKeys.all],
  })
}
