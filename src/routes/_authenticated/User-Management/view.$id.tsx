import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { userQueryOptions, useUser } from '../../../features/users/api/get-user'
import { UserDetail } from '../../../features/users/user-detail'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/User-Management/view/$id')({
  beforeLoad: recordGuardedBy(permission('User', 'View')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const user = useUser(id)
  return (
    <PageFrame title={msg`View User`} section={msg`User Management`}>
      <QueryBlock query={user} testId="user">
        {(data) => (
          <PendingChange entityType="User" entityId={data.id}>
            {() => <UserDetail user={data} />}
          </PendingChange>
        )}
      </QueryBlock>
    </PageFrame>
  )
}
