// Soft deleting a user, under maker-checker when configured.
import { ums } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { userKeys } from './user-keys'

/** DELETE /ums/api/v1/User/{id}: a soft delete (status Deleted). */
export function deleteUser(id: number, idempotencyKey: string) {
  return ums.DELETE('/ums/api/v1/User/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export const useDeleteUser = () => useApprovableMutation({ mutationFn: deleteUser, invalidates: () => [userKeys.all] })
