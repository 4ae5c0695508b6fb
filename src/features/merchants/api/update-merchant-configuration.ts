// Changing a merchant's configuration, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { merchantKeys } from './merchant-keys'

export type MerchantConfigurationUpdate = components['schemas']['MerchantConfigurationUpdate']

/** POST /mer/api/v1/Merchant/configuration/Update */
export function updateMerchantConfiguration(body: MerchantConfigurationUpdate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Merchant/configuration/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateMerchantConfiguration() {
  return useApprovableMutation({ mutationFn: updateMerchantConfiguration, invalidates: () => [merchantKeys.all] })
}
