import { apms } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import type { ApprovalConfigUpdate } from '../types'
import { approvalKeys } from './approval-keys'

/** POST /apms/api/v1/Approval/UpdateApprovablePermission: creates or replaces one configuration. */
export function updateApprovablePermission(body: ApprovalConfigUpdate, idempotencyKey: string) {
  return apms.POST('/apms/api/v1/Approval/UpdateApprovablePermission', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateApprovablePermission() {
  return useApprovableMutation({ mutationFn: updateApprovablePermission, invalidates: () => [approvalKeys.configs()] })
}
