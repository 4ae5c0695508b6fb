import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import type { ApprovalConfigUpdate } from '../types'
import { approvalKeys } from './approval-keys'

/** POST /apms/api/v1/Approval/UpdateApprovablePermission: creates or replaces one configuration. */
export async function updateApprovablePermission(body: ApprovalConfigUpdate) {
  const { data } = await apms.POST('/apms/api/v1/Approval/UpdateApprovablePermission', {
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    body,
  })
  if (!data) throw new Error('Empty answer for the approval configuration')
  return data.data
}

export function useUpdateApprovablePermission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateApprovablePermission,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: approvalKeys.configs() })
    },
  })
}
