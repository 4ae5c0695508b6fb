import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { CommissionGroupForm } from '../../../features/commission-groups/commission-group-form'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/commission/create')({
  // A creation returned for correction, reopened filled: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: guardedBy(permission('Commission Group', 'Create')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Create Commission`} section={msg`Commission Mgt.`}>
      {returned === undefined ? (
        <CommissionGroupForm />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createCommissionGroup">
          {(request) => <CommissionGroupForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
