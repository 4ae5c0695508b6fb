// Resolving a case, with its Idempotency-Key made at the click.
import { cms } from '../../../api/clients'
import type { components } from '../../../api/schema/cms'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { caseKeys } from './case-keys'

export type CaseResolve = components['schemas']['CaseResolve']

/** PUT /cms/api/v1/Case/{id}/resolve */
export function useResolveCase() {
  return useApprovableMutation({
    mutationFn: ({ id, body }: { id: number; body: CaseResolve }, key: string) => cms.PUT('/cms/api/v1/Case/{id}/resolve', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body }),
    invalidates: () => [caseKeys.all],
  })
}
