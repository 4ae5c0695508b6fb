// Create, update, status, unlock and soft delete of a user, under maker-checker when configured.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { userKeys } from './user-keys'

export type UserCreate = components['schemas']['UserCreate']
export type UserUpdate = components['schemas']['UserUpdate']

const header = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey })

/** POST /ums/api/v1/User/create: no password; the platform sends a set-password link. */
export function createUser(body: UserCreate, idempotencyKey: string) {
  return ums.POST('/ums/api/v1/User/create', { params: { header: header(idempotencyKey) }, body })
}

/** PUT /ums/api/v1/User/update/{id} */
export function updateUser({ id, ...body }: UserUpdate & { id: number }, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/User/update/{id}', { params: { path: { id }, header: header(idempotencyKey) }, body })
}

/** PUT /ums/api/v1/User/update/{id}/{status} */
export function updateUserStatus({ id, status }: { id: number; status: 'Active' | 'Inactive' }, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/User/update/{id}/{status}', { params: { path: { id, status }, header: header(idempotencyKey) } })
}

/** PUT /ums/api/v1/User/unlock/{id} */
export function unlockUser(id: number, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/User/unlock/{id}', { params: { path: { id }, header: header(idempotencyKey) } })
}

/** DELETE /ums/api/v1/User/{id}: a soft delete (status Deleted). */
export function deleteUser(id: number, idempotencyKey: string) {
  return ums.DELETE('/ums/api/v1/User/{id}', { params: { path: { id }, header: header(idempotencyKey) } })
}

const invalidates = () => [userKeys.all]

export const useCreateUser = () => useApprovableMutation({ mutationFn: createUser, invalidates })
export const useUpdateUser = () => useApprovableMutation({ mutationFn: updateUser, invalidates })
export const useUpdateUserStatus = () => useApprovableMutation({ mutationFn: updateUserStatus, invalidates })
export const useUnlockUser = () => useApprovableMutation({ mutationFn: unlockUser, invalidates })
export const useDeleteUser = () => useApprovableMutation({ mutationFn: deleteUser, invalidates })
