// Unlocking a user, under maker-checker when configured.
import { ums } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { userKeys } from './user-keys'

/** PUT /ums/api/v1/User/unlock/{id} */
export function unlockUser(id: number, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/User/unlock/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export const useUnlockUser = () => useApprovableMutation({ mutationFn: unlockUser, invalidates: () => [userKeys.all] })
