import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { QueryBlock } from '../../../components/feedback/query-state'
import { ReadOnlyFieldset } from '../../../components/form/read-only-fieldset'
import { PageFrame } from '../../../components/layout/page-frame'
import { userQueryOptions, useUser } from '../../../features/users/api/get-user'
import { UserForm } from '../../../features/users/user-form'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { returnedSearch, type ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/User-Management/edit/$id')({
  // An update returned for correction, reopened with what was sent: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: recordGuardedBy(permission('User', 'Update')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  const user = useUser(id)
  const page = (request?: ReturnedRequest) => (
    <QueryBlock query={user} testId="user">
      {(data) => (
        <PendingChange entityType="User" entityId={data.id}>
          {(locked) => (
            <ReadOnlyFieldset readOnly={locked && !request}>
              <UserForm key={`${data.id}:${data.updatedAt}`} user={data} returned={request} />
            </ReadOnlyFieldset>
          )}
        </PendingChange>
      )}
    </QueryBlock>
  )
  return (
    <PageFrame title={msg`Edit User`} section={msg`User Management`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateUser">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
