// Uploading a merchant's document, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { merchantKeys } from './merchant-keys'

export type MerchantDocumentUpload = components['schemas']['MerchantDocumentUpload']

/** POST /mer/api/v1/Merchant/updateDocument/{id}: adds the document, or replaces the one of its type. */
export function updateMerchantDocument({ id, body }: { id: number; body: MerchantDocumentUpload }, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Merchant/updateDocument/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateMerchantDocument() {
  return useApprovableMutation({ mutationFn: updateMerchantDocument, invalidates: () => [merchantKeys.all] })
}
