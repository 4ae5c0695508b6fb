// Soft deleting a fee scheme, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { feeSchemeKeys } from './fee-scheme-keys'

/** PUT /mer/api/v1/MerchantFeeScheme/Delete/{id}: a soft delete (status Deleted), refused while merchants use it. */
export function deleteFeeScheme(id: number, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/MerchantFeeScheme/Delete/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export function useDeleteFeeScheme() {
  return useApprovableMutation({ mutationFn: deleteFeeScheme, invalidates: () => [feeSchemeKeys.all] })
}
