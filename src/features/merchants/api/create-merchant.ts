// Onboarding a merchant, under maker-checker when a configuration asks for it (the seed's does).
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'

export type MerchantCreate = components['schemas']['MerchantCreate']

/** POST /mer/api/v1/Merchant/create */
export function createMerchant(body: MerchantCreate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Merchant/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

// Merchant lists and records (and the agent counts they show) refresh once the merchant exists.
const invalidates = () => [['mer', 'merchant']]

export function useCreateMerchant() {
  return useApprovableMutation({ mutationFn: createMerchant, invalidates })
}
