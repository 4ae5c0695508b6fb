// Soft deleting a product group, under maker-checker when a configuration asks for it.
import { pms } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { productGroupKeys } from './product-group-keys'

/** PUT /pms/api/v1/ProductGroup/Delete/{id}: a soft delete (status Deleted). */
export function deleteProductGroup(id: number, idempotencyKey: string) {
  return pms.PUT('/pms/api/v1/ProductGroup/Delete/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export function useDeleteProductGroup() {
  return useApprovableMutation({ mutationFn: deleteProductGroup, invalidates: () => [productGroupKeys.all] })
}
