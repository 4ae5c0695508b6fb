// Deleting a webhook subscription (a soft delete: its log stays), under maker-checker when a configuration asks for it.
import { admin } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { webhookKeys } from './webhook-keys'

/** DELETE /admin/api/v1/Webhook/{id} */
export function deleteWebhookSubscription(id: number, idempotencyKey: string) {
  return admin.DELETE('/admin/api/v1/Webhook/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export function useDeleteWebhookSubscription() {
  return useApprovableMutation({ mutationFn: deleteWebhookSubscription, invalidates: () => [webhookKeys.all] })
}
