// Deleting a merchant, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { merchantKeys } from './merchant-keys'

/** DELETE /mer/api/v1/Merchant/{id}: refused (409) while agents, transactions or cases refer to it. */
export function deleteMerchant(id: number, idempotencyKey: string) {
  return mer.DELETE('/mer/api/v1/Merchant/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export function useDeleteMerchant() {
  return useApprovableMutation({ mutationFn: deleteMerchant, invalidates: () => [merchantKeys.all] })
}
