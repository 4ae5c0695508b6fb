// Activating or deactivating a user, under maker-checker when configured.
import { ums } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { userKeys } from './user-keys'

/** PUT /ums/api/v1/User/update/{id}/{status} */
export function updateUserStatus({ id, status }: { id: number; status: 'Active' | 'Inactive' }, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/User/update/{id}/{status}', { params: { path: { id, status }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export const useUpdateUserStatus = () => useApprovableMutation({ mutationFn: updateUserStatus, invalidates: () => [userKeys.all] })
