// Create and update of a product group, under maker-checker when a configuration asks for it.
import { pms } from '../../../api/clients'
import type { components } from '../../../api/schema/pms'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { productGroupKeys } from './product-group-keys'

export type ProductGroupCreate = components['schemas']['ProductGroupCreate']
export type ProductGroupUpdate = components['schemas']['ProductGroupUpdate']

/** POST /pms/api/v1/ProductGroup/Create */
export function createProductGroup(body: ProductGroupCreate, idempotencyKey: string) {
  return pms.POST('/pms/api/v1/ProductGroup/Create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /pms/api/v1/ProductGroup/Update */
export function updateProductGroup(body: ProductGroupUpdate, idempotencyKey: string) {
  return pms.PUT('/pms/api/v1/ProductGroup/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /pms/api/v1/ProductGroup/Delete/{id}: a soft delete (status Deleted). */
export function deleteProductGroup(id: number, idempotencyKey: string) {
  return pms.PUT('/pms/api/v1/ProductGroup/Delete/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

const invalidates = () => [productGroupKeys.all]

export function useCreateProductGroup() {
  return useApprovableMutation({ mutationFn: createProductGroup, invalidates })
}

export function useUpdateProductGroup() {
  return useApprovableMutation({ mutationFn: updateProductGroup, invalidates })
}

export function useDeleteProductGroup() {
  return useApprovableMutation({ mutationFn: deleteProductGroup, invalidates })
}
