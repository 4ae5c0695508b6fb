import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { userQueryOptions, useUser } from '../../../features/users/api/get-user'
import { UserForm } from '../../../features/users/user-form'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/User-Management/edit/$id')({
  beforeLoad: recordGuardedBy(permission('User', 'Update')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const user = useUser(id)
  return (
    <PageFrame title={msg`Edit User`} section={msg`User Management`}>
      <QueryBlock query={user} testId="user">
        {(data) => <UserForm key={`${data.id}:${data.updatedAt}`} user={data} />}
      </QueryBlock>
    </PageFrame>
  )
}
