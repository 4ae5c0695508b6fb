// Creating a role, under maker-checker when a configuration asks for it.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { roleChangeKeys } from './role-keys'

export type RoleCreate = components['schemas']['RoleCreate']

/** POST /ums/api/v1/Roles/create */
export function createRole(body: RoleCreate, idempotencyKey: string) {
  return ums.POST('/ums/api/v1/Roles/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useCreateRole() {
  return useApprovableMutation({ mutationFn: createRole, invalidates: roleChangeKeys })
}
