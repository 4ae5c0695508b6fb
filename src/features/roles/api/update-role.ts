// Changing a role, under maker-checker when a configuration asks for it.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { roleChangeKeys } from './role-keys'

export type RoleUpdate = components['schemas']['RoleUpdate']

/** PUT /ums/api/v1/Roles/UpdateRole/{id} */
export function updateRole({ id, ...body }: RoleUpdate & { id: number }, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/Roles/UpdateRole/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateRole() {
  return useApprovableMutation({ mutationFn: updateRole, invalidates: roleChangeKeys })
}
