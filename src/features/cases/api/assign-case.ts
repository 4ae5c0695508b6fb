// Assigning a case, with its Idempotency-Key made at the click.
import { cms } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { caseKeys } from './case-keys'

/** PUT /cms/api/v1/Case/{id}/assign */
export function useAssignCase() {
  return useApprovableMutation({
    mutationFn: ({ id, assigneeUserId }: { id: number; assigneeUserId: number }, key: string) =>
      cms.PUT('/cms/api/v1/Case/{id}/assign', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: { assigneeUserId } }),
    invalidates: () => [caseKeys.all],
  })
}
