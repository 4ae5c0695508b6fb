// Reading a subscription's signing secret: each reading is written to the audit trail, so it is asked for, never prefetched or kept.
import { useMutation } from '@tanstack/react-query'

import { admin } from '../../../api/clients'

/** POST /admin/api/v1/Webhook/{id}/Secret */
export async function revealWebhookSecret(id: number) {
  const { data } = await admin.POST('/admin/api/v1/Webhook/{id}/Secret', { params: { path: { id } } })
  if (!data) throw new Error('Empty answer for the signing secret')
  return data.data.secret
}

export function useRevealWebhookSecret() {
  return useMutation({ mutationFn: revealWebhookSecret })
}
