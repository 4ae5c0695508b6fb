// Changing a merchant's details, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { merchantKeys } from './merchant-keys'

export type MerchantUpdate = components['schemas']['MerchantUpdate']

/** PUT /mer/api/v1/Merchant?id=: business, contact and address details. */
export function updateMerchant({ id, body }: { id: number; body: MerchantUpdate }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Merchant', { params: { query: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateMerchant() {
  return useApprovableMutation({ mutationFn: updateMerchant, invalidates: () => [merchantKeys.all] })
}
