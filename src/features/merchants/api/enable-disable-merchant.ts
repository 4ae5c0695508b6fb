// Enabling or disabling a merchant, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { merchantKeys } from './merchant-keys'

/** PUT /mer/api/v1/Merchant/EnableDisableMerchant/{id}, with the reason. */
export function enableDisableMerchant({ id, enabled, reason }: { id: number; enabled: boolean; reason: string }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Merchant/EnableDisableMerchant/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body: { enabled, reason } })
}

export function useEnableDisableMerchant() {
  return useApprovableMutation({ mutationFn: enableDisableMerchant, invalidates: () => [merchantKeys.all] })
}
