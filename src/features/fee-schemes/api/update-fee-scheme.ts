// Changing a fee scheme, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { feeSchemeKeys } from './fee-scheme-keys'

export type FeeSchemeUpdate = components['schemas']['FeeSchemeUpdate']

/** PUT /mer/api/v1/MerchantFeeScheme/Update */
export function updateFeeScheme(body: FeeSchemeUpdate, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/MerchantFeeScheme/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateFeeScheme() {
  return useApprovableMutation({ mutationFn: updateFeeScheme, invalidates: () => [feeSchemeKeys.all] })
}
