// Commenting on a case, with its Idempotency-Key made at the click.
import { cms } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { caseKeys } from './case-keys'
import { header } from './idempotency-header'

/** POST /cms/api/v1/Case/{id}/comment */
export function useCommentCase() {
  return useApprovableMutation({
    mutationFn: ({ id, body }: { id: number; body: string }, key: string) => cms.POST('/cms/api/v1/Case/{id}/comment', { params: { path: { id }, ...header(key) }, body: { body } }),
    invalidates: () => [caseKeys.all],
  })
}
