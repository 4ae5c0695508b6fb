// Creating a user, under maker-checker when configured.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { userKeys } from './user-keys'

export type UserCreate = components['schemas']['UserCreate']

/** POST /ums/api/v1/User/create: no password; the platform sends a set-password link. */
export function createUser(body: UserCreate, idempotencyKey: string) {
  return ums.POST('/ums/api/v1/User/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export const useCreateUser = () => useApprovableMutation({ mutationFn: createUser, invalidates: () => [userKeys.all] })
