// Subscribing a URL to business events, under maker-checker when a configuration asks for it.
import { admin } from '../../../api/clients'
import type { components } from '../../../api/schema/admin'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { webhookKeys } from './webhook-keys'

export type WebhookSubscriptionCreate = components['schemas']['WebhookSubscriptionCreate']

/** POST /admin/api/v1/Webhook */
export function createWebhookSubscription(body: WebhookSubscriptionCreate, idempotencyKey: string) {
  return admin.POST('/admin/api/v1/Webhook', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useCreateWebhookSubscription() {
  return useApprovableMutation({ mutationFn: createWebhookSubscription, invalidates: () => [webhookKeys.all] })
}
