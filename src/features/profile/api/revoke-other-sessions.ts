// Signing the user out everywhere but here.
import { ums } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { profileKeys } from './profile-keys'

/** POST /ums/api/v1/Authentication/sessions/revokeOthers */
export function useRevokeOtherSessions() {
  return useApprovableMutation({
    mutationFn: (_: null, idempotencyKey: string) => ums.POST('/ums/api/v1/Authentication/sessions/revokeOthers', { params: { header: { 'Idempotency-Key': idempotencyKey } } }),
    invalidates: () => [profileKeys.sessions()],
  })
}
