import type { WebhookDeliveryListQuery, WebhookSubscriptionListQuery } from '../webhook-search'

/** Query keys of webhook subscriptions: a change invalidates `all` (lists, the record, its deliveries). */
export const webhookKeys = {
  all: ['admin', 'webhook'] as const,
  list: (filters: WebhookSubscriptionListQuery) => [...webhookKeys.all, 'list', filters] as const,
  detail: (id: number) => [...webhookKeys.all, 'detail', id] as const,
  deliveries: (id: number, filters?: WebhookDeliveryListQuery) => (filters ? ([...webhookKeys.detail(id), 'deliveries', filters] as const) : ([...webhookKeys.detail(id), 'deliveries'] as const)),
}
