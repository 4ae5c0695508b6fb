// Changing a webhook subscription, under maker-checker when a configuration asks for it.
import { admin } from '../../../api/clients'
import type { components } from '../../../api/schema/admin'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { webhookKeys } from './webhook-keys'

export type WebhookSubscriptionUpdate = components['schemas']['WebhookSubscriptionUpdate']

/** PUT /admin/api/v1/Webhook/{id} */
export function updateWebhookSubscription({ id, ...body }: WebhookSubscriptionUpdate & { id: number }, idempotencyKey: string) {
  return admin.PUT('/admin/api/v1/Webhook/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateWebhookSubscription() {
  return useApprovableMutation({ mutationFn: updateWebhookSubscription, invalidates: () => [webhookKeys.all] })
}
