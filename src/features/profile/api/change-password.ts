// Changing the signed-in user's own password.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { passwordPolicyKey } from '../../../lib/password-rules'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'

/** POST /ums/api/v1/Authentication/changePassword */
export function useChangePassword() {
  return useApprovableMutation({
    mutationFn: (body: components['schemas']['PasswordChange'], idempotencyKey: string) =>
      ums.POST('/ums/api/v1/Authentication/changePassword', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
    invalidates: () => [passwordPolicyKey],
  })
}
