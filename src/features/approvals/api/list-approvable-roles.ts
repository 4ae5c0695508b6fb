import { queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { approvalKeys } from './approval-keys'

/** GET /apms/api/v1/Approval/GetApprovableRoles/{permissionId}: the roles approving it now. */
export function approvableRolesQueryOptions(permissionId: number) {
  return queryOptions({
    queryKey: approvalKeys.approverRoles(permissionId),
    queryFn: async ({ signal }) => {
      const { data } = await apms.GET('/apms/api/v1/Approval/GetApprovableRoles/{permissionId}', { params: { path: { permissionId } }, signal })
      if (!data) throw new Error('Empty answer for the approver roles')
      return data.data
    },
  })
}

export function useApprovableRoles(permissionId: number | undefined) {
  return useQuery({ ...approvableRolesQueryOptions(permissionId ?? 0), enabled: permissionId !== undefined })
}
