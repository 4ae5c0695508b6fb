// Commenting on a case, with its Idempotency-Key made at the click.
import { cms } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { caseKeys } from './case-keys'

/** POST /cms/api/v1/Case/{id}/comment */
export function useCommentCase() {
  return useApprovableMutation({
    mutationFn: ({ id, body }: { id: number; body: string }, key: string) =>
      cms.POST('/cms/api/v1/Case/{id}/comment', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: { body } }),
    invalidates: () => [caseKeys.all],
  })
}
