import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import { platformQuery } from '../../../lib/search'
import type { WebhookDeliveryListQuery } from '../webhook-search'
import { webhookKeys } from './webhook-keys'

/** GET /admin/api/v1/Webhook/{id}/Deliveries: one page, newest first, each with every attempt. */
export async function listWebhookDeliveries(id: number, filters: WebhookDeliveryListQuery, signal?: AbortSignal) {
  const { data } = await admin.GET('/admin/api/v1/Webhook/{id}/Deliveries', { params: { path: { id }, query: platformQuery(filters) }, signal })
  if (!data) throw new Error('Empty answer for the deliveries')
  return data
}

export function webhookDeliveriesQueryOptions(id: number, filters: WebhookDeliveryListQuery) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(id, filters),
    queryFn: ({ signal }) => listWebhookDeliveries(id, filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useWebhookDeliveries(id: number, filters: WebhookDeliveryListQuery) {
  return useQuery(webhookDeliveriesQueryOptions(id, filters))
}
