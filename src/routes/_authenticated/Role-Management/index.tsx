import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { rolesQueryOptions } from '../../../features/roles/api/list-roles'
import { roleSearchSchema, type RoleSearch } from '../../../features/roles/role-search'
import { RolesPage } from '../../../features/roles/roles-page'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/Role-Management/')({
  validateSearch: roleSearchSchema,
  search: { middlewares: listSearchMiddlewares<RoleSearch>() },
  loaderDeps: ({ search: { name, startDate, endDate, status, page, pageSize } }) => ({ name, startDate, endDate, status, page, pageSize }),
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Role', 'View')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(rolesQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Role`} section={msg`Role Management`}>
      <RolesPage />
    </PageFrame>
  )
}
