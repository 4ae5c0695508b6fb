import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { usersQueryOptions } from '../../../features/users/api/list-users'
import { userList } from '../../../features/users/user-search'
import { UsersPage } from '../../../features/users/users-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/User-Management/')({
  validateSearch: userList.schema,
  search: { middlewares: userList.middlewares },
  loaderDeps: ({ search }) => userList.query(search),
  beforeLoad: guardedBy(permission('User', 'View')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage User`} section={msg`User Management`}>
      <UsersPage />
    </PageFrame>
  )
}
