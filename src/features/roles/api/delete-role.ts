// Deleting a role, under maker-checker when a configuration asks for it.
import { ums } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { roleChangeKeys } from './role-keys'

/** DELETE /ums/api/v1/Roles/{id}: refused (409) while users hold the role. */
export function deleteRole(id: number, idempotencyKey: string) {
  return ums.DELETE('/ums/api/v1/Roles/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } })
}

export function useDeleteRole() {
  return useApprovableMutation({ mutationFn: deleteRole, invalidates: roleChangeKeys })
}
