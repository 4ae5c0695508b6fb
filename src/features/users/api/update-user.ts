// Changing a user's details, under maker-checker when configured.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { userKeys } from './user-keys'

export type UserUpdate = components['schemas']['UserUpdate']

/** PUT /ums/api/v1/User/update/{id} */
export function updateUser({ id, ...body }: UserUpdate & { id: number }, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/User/update/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export const useUpdateUser = () => useApprovableMutation({ mutationFn: updateUser, invalidates: () => [userKeys.all] })
