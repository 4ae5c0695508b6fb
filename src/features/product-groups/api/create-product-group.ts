// Creating a product group, under maker-checker when a configuration asks for it.
import { pms } from '../../../api/clients'
import type { components } from '../../../api/schema/pms'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { productGroupKeys } from './product-group-keys'

export type ProductGroupCreate = components['schemas']['ProductGroupCreate']

/** POST /pms/api/v1/ProductGroup/Create */
export function createProductGroup(body: ProductGroupCreate, idempotencyKey: string) {
  return pms.POST('/pms/api/v1/ProductGroup/Create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useCreateProductGroup() {
  return useApprovableMutation({ mutationFn: createProductGroup, invalidates: () => [productGroupKeys.all] })
}
