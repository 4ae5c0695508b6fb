import { queryOptions, useQuery } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import { webhookKeys } from './webhook-keys'

/** GET /admin/api/v1/Webhook/{id}: the subscription with how its deliveries stand. */
export function webhookSubscriptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await admin.GET('/admin/api/v1/Webhook/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the webhook subscription')
      return data.data
    },
  })
}

export function useWebhookSubscription(id: number) {
  return useQuery(webhookSubscriptionQueryOptions(id))
}
