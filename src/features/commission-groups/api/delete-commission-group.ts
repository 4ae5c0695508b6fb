import { mer } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { commissionGroupKeys } from './commission-group-keys'

/** PUT /mer/api/v1/MerchantCommissionGroup/Delete/{id}: a soft delete, refused (409) while merchants use the group. */
export function deleteCommissionGroup(id: number, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/MerchantCommissionGroup/Delete/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export function useDeleteCommissionGroup() {
  return useApprovableMutation({ mutationFn: deleteCommissionGroup, invalidates: () => [commissionGroupKeys.all] })
}
