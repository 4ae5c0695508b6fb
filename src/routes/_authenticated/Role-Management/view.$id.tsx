import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { roleQueryOptions, useRole } from '../../../features/roles/api/get-role'
import { RoleDetail } from '../../../features/roles/role-detail'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Role-Management/view/$id')({
  beforeLoad: recordGuardedBy(permission('Role', 'View')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(roleQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const role = useRole(id)
  return (
    <PageFrame title={msg`View Role`} section={msg`Role Management`}>
      {/* Keyed by id only: a save refreshes the role and the form keeps its saved message (it resets to what it saved). */}
      <QueryBlock query={role} testId="role">
        {(data) => (
          <PendingChange entityType="Role" entityId={data.id}>
            {(locked) => <RoleDetail key={data.id} role={data} locked={locked} />}
          </PendingChange>
        )}
      </QueryBlock>
    </PageFrame>
  )
}
