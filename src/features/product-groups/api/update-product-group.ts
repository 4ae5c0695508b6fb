// Changing a product group, under maker-checker when a configuration asks for it.
import { pms } from '../../../api/clients'
import type { components } from '../../../api/schema/pms'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { productGroupKeys } from './product-group-keys'

export type ProductGroupUpdate = components['schemas']['ProductGroupUpdate']

/** PUT /pms/api/v1/ProductGroup/Update */
export function updateProductGroup(body: ProductGroupUpdate, idempotencyKey: string) {
  return pms.PUT('/pms/api/v1/ProductGroup/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateProductGroup() {
  return useApprovableMutation({ mutationFn: updateProductGroup, invalidates: () => [productGroupKeys.all] })
}
