import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import { platformQuery } from '../../../lib/search'
import type { WebhookSubscriptionListQuery } from '../webhook-search'
import { webhookKeys } from './webhook-keys'

/** GET /admin/api/v1/Webhook: one page, newest first, each with how its deliveries stand. */
export async function listWebhookSubscriptions(filters: WebhookSubscriptionListQuery, signal?: AbortSignal) {
  const { data } = await admin.GET('/admin/api/v1/Webhook', { params: { query: platformQuery(filters) }, signal })
  if (!data) throw new Error('Empty answer for the webhook subscriptions')
  return data
}

export function webhookSubscriptionsQueryOptions(filters: WebhookSubscriptionListQuery) {
  return queryOptions({
    queryKey: webhookKeys.list(filters),
    queryFn: ({ signal }) => listWebhookSubscriptions(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useWebhookSubscriptions(filters: WebhookSubscriptionListQuery) {
  return useQuery(webhookSubscriptionsQueryOptions(filters))
}
