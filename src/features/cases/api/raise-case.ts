// Raising a case, with its Idempotency-Key made at the click.
import { cms } from '../../../api/clients'
import type { components } from '../../../api/schema/cms'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { caseKeys } from './case-keys'

export type CaseCreate = components['schemas']['CaseCreate']

/** POST /cms/api/v1/Case */
export function useRaiseCase() {
  return useApprovableMutation({
    mutationFn: (body: CaseCreate, key: string) => cms.POST('/cms/api/v1/Case', { params: { header: { 'Idempotency-Key': key } }, body }),
    invalidates: () => [caseKeys.all],
  })
}
