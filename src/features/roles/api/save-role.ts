// Create, update and delete of a role, under maker-checker when a configuration asks for it.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { staffLookupKeys } from '../../../api/staff-lookups'
import { roleKeys } from './role-keys'

export type RoleCreate = components['schemas']['RoleCreate']
export type RoleUpdate = components['schemas']['RoleUpdate']

/** POST /ums/api/v1/Roles/create */
export function createRole(body: RoleCreate, idempotencyKey: string) {
  return ums.POST('/ums/api/v1/Roles/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /ums/api/v1/Roles/UpdateRole/{id} */
export function updateRole({ id, ...body }: RoleUpdate & { id: number }, idempotencyKey: string) {
  return ums.PUT('/ums/api/v1/Roles/UpdateRole/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** DELETE /ums/api/v1/Roles/{id}: refused (409) while users hold the role. */
export function deleteRole(id: number, idempotencyKey: string) {
  return ums.DELETE('/ums/api/v1/Roles/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

const invalidates = () => [roleKeys.all, staffLookupKeys.roles()]

export function useCreateRole() {
  return useApprovableMutation({ mutationFn: createRole, invalidates })
}

export function useUpdateRole() {
  return useApprovableMutation({ mutationFn: updateRole, invalidates })
}

export function useDeleteRole() {
  return useApprovableMutation({ mutationFn: deleteRole, invalidates })
}
