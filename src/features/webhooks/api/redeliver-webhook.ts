// Sending one delivery again now (audited); the log is read again to show the new attempt.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import { webhookKeys } from './webhook-keys'

/** POST /admin/api/v1/Webhook/{id}/Deliveries/{deliveryId}/Redeliver */
export async function redeliverWebhook({ id, deliveryId }: { id: number; deliveryId: number }) {
  const { data } = await admin.POST('/admin/api/v1/Webhook/{id}/Deliveries/{deliveryId}/Redeliver', { params: { path: { id, deliveryId } } })
  if (!data) throw new Error('Empty answer for the delivery')
  return data.data
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: redeliverWebhook, onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: webhookKeys.detail(id) }) })
}
