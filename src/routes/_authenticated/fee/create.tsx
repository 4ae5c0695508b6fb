import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { FeeSchemeForm } from '../../../features/fee-schemes/fee-scheme-form'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/fee/create')({
  // A creation returned for correction, reopened filled: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: guardedBy(permission('Fee Scheme', 'Create')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Create Fee`} section={msg`Fee Management`}>
      {returned === undefined ? (
        <FeeSchemeForm />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createFeeScheme">
          {(request) => <FeeSchemeForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
