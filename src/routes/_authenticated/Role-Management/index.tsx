import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { rolesQueryOptions } from '../../../features/roles/api/list-roles'
import { roleList } from '../../../features/roles/role-search'
import { RolesPage } from '../../../features/roles/roles-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Role-Management/')({
  validateSearch: roleList.schema,
  search: { middlewares: roleList.middlewares },
  loaderDeps: ({ search }) => roleList.query(search),
  beforeLoad: guardedBy(permission('Role', 'View')),
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
