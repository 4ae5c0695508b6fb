// A signed test event sent to one subscription; it appears in the subscription's delivery log.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import { webhookKeys } from './webhook-keys'

/** POST /admin/api/v1/Webhook/{id}/Test */
export async function sendWebhookTestEvent(id: number) {
  const { data } = await admin.POST('/admin/api/v1/Webhook/{id}/Test', { params: { path: { id } } })
  if (!data) throw new Error('Empty answer for the test event')
  return data.data
}

export function useSendWebhookTestEvent() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: sendWebhookTestEvent, onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.detail(id) }) })
}
