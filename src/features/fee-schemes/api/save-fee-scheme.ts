// Create, update and soft delete of a fee scheme, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { feeSchemeKeys } from './fee-scheme-keys'

export type FeeSchemeCreate = components['schemas']['FeeSchemeCreate']
export type FeeSchemeUpdate = components['schemas']['FeeSchemeUpdate']

/** POST /mer/api/v1/MerchantFeeScheme/Create */
export function createFeeScheme(body: FeeSchemeCreate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/MerchantFeeScheme/Create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /mer/api/v1/MerchantFeeScheme/Update */
export function updateFeeScheme(body: FeeSchemeUpdate, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/MerchantFeeScheme/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /mer/api/v1/MerchantFeeScheme/Delete/{id}: a soft delete (status Deleted), refused while merchants use it. */
export function deleteFeeScheme(id: number, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/MerchantFeeScheme/Delete/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

const invalidates = () => [feeSchemeKeys.all]

export function useCreateFeeScheme() {
  return useApprovableMutation({ mutationFn: createFeeScheme, invalidates })
}

export function useUpdateFeeScheme() {
  return useApprovableMutation({ mutationFn: updateFeeScheme, invalidates })
}

export function useDeleteFeeScheme() {
  return useApprovableMutation({ mutationFn: deleteFeeScheme, invalidates })
}
