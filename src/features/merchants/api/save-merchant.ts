// Changes of a merchant record, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { merchantKeys } from './merchant-keys'

export type MerchantUpdate = components['schemas']['MerchantUpdate']
export type MerchantConfigurationUpdate = components['schemas']['MerchantConfigurationUpdate']
export type MerchantDocumentUpload = components['schemas']['MerchantDocumentUpload']

/** PUT /mer/api/v1/Merchant?id=: business, contact and address details. */
export function updateMerchant({ id, body }: { id: number; body: MerchantUpdate }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Merchant', { params: { query: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /mer/api/v1/Merchant/EnableDisableMerchant/{id}, with the reason. */
export function enableDisableMerchant({ id, enabled, reason }: { id: number; enabled: boolean; reason: string }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Merchant/EnableDisableMerchant/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body: { enabled, reason } })
}

/** DELETE /mer/api/v1/Merchant/{id}: refused (409) while agents, transactions or cases refer to it. */
export function deleteMerchant(id: number, idempotencyKey: string) {
  return mer.DELETE('/mer/api/v1/Merchant/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

/** POST /mer/api/v1/Merchant/updateDocument/{id}: adds the document, or replaces the one of its type. */
export function updateMerchantDocument({ id, body }: { id: number; body: MerchantDocumentUpload }, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Merchant/updateDocument/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** POST /mer/api/v1/Merchant/configuration/Update */
export function updateMerchantConfiguration(body: MerchantConfigurationUpdate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Merchant/configuration/Update', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

const invalidates = () => [merchantKeys.all]

export function useUpdateMerchant() {
  return useApprovableMutation({ mutationFn: updateMerchant, invalidates })
}

export function useEnableDisableMerchant() {
  return useApprovableMutation({ mutationFn: enableDisableMerchant, invalidates })
}

export function useDeleteMerchant() {
  return useApprovableMutation({ mutationFn: deleteMerchant, invalidates })
}

export function useUpdateMerchantDocument() {
  return useApprovableMutation({ mutationFn: updateMerchantDocument, invalidates })
}

export function useUpdateMerchantConfiguration() {
  return useApprovableMutation({ mutationFn: updateMerchantConfiguration, invalidates })
}
