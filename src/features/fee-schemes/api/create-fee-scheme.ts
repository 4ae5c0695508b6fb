// Creating a fee scheme, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { feeSchemeKeys } from './fee-scheme-keys'

export type FeeSchemeCreate = components['schemas']['FeeSchemeCreate']

/** POST /mer/api/v1/MerchantFeeScheme/Create */
export function createFeeScheme(body: FeeSchemeCreate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/MerchantFeeScheme/Create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useCreateFeeScheme() {
  return useApprovableMutation({ mutationFn: createFeeScheme, invalidates: () => [feeSchemeKeys.all] })
}
