import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { roleQueryOptions, useRole } from '../../../features/roles/api/get-role'
import { RoleDetail } from '../../../features/roles/role-detail'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { returnedSearch, type ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Role-Management/view/$id')({
  // An update returned for correction, reopened with what was sent: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: recordGuardedBy(permission('Role', 'View')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(roleQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  const role = useRole(id)
  // Keyed by id only: a save refreshes the role and the form keeps its saved message (it resets to what it saved).
  const page = (request?: ReturnedRequest) => (
    <QueryBlock query={role} testId="role">
      {(data) => (
        <PendingChange entityType="Role" entityId={data.id}>
          {(locked) => <RoleDetail key={data.id} role={data} locked={locked && !request} returned={request} />}
        </PendingChange>
      )}
    </QueryBlock>
  )
  return (
    <PageFrame title={msg`View Role`} section={msg`Role Management`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateRole">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
