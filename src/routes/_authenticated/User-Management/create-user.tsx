import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { UserForm } from '../../../features/users/user-form'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/User-Management/create-user')({
  // A creation returned for correction, reopened filled: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: guardedBy(permission('User', 'Create')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Create User`} section={msg`User Management`}>
      {returned === undefined ? (
        <UserForm />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createUser">
          {(request) => <UserForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
