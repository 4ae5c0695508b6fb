import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { RoleForm } from '../../../features/roles/role-form'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Role-Management/create-role')({
  // A creation returned for correction, reopened filled: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: guardedBy(permission('Role', 'Create')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Create Role`} section={msg`Role Management`}>
      {returned === undefined ? (
        <RoleForm />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createRole">
          {(request) => <RoleForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
