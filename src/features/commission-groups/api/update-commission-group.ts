import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { commissionGroupKeys } from './commission-group-keys'

export type CommissionGroupUpdate = components['schemas']['CommissionGroupUpdate']

/** PUT /mer/api/v1/MerchantCommissionGroup/Update (maker-checker in the seed: a Supervisor approves). */
export function updateCommissionGroup(body: CommissionGroupUpdate, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/MerchantCommissionGroup/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateCommissionGroup() {
  return useApprovableMutation({ mutationFn: updateCommissionGroup, invalidates: () => [commissionGroupKeys.all] })
}
