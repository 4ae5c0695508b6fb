import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { commissionGroupKeys } from './commission-group-keys'

export type CommissionGroupCreate = components['schemas']['CommissionGroupCreate']

/** POST /mer/api/v1/MerchantCommissionGroup/Create */
export function createCommissionGroup(body: CommissionGroupCreate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/MerchantCommissionGroup/Create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useCreateCommissionGroup() {
  return useApprovableMutation({ mutationFn: createCommissionGroup, invalidates: () => [commissionGroupKeys.all] })
}
