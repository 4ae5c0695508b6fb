import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { feeSchemeQueryOptions, useFeeScheme } from '../../../features/fee-schemes/api/get-fee-scheme'
import { FeeSchemeDetail } from '../../../features/fee-schemes/fee-scheme-detail'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { returnedSearch, type ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/fee/$id')({
  // An update returned for correction, reopened with what was sent: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: recordGuardedBy(permission('Fee Scheme', 'View')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(feeSchemeQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  const scheme = useFeeScheme(id)
  const page = (request?: ReturnedRequest) => (
    <QueryBlock query={scheme} testId="fee-scheme">
      {(data) => (
        <PendingChange entityType="FeeScheme" entityId={data.id}>
          {(locked) => <FeeSchemeDetail key={`${data.id}:${data.updatedAt}`} scheme={data} locked={locked && !request} returned={request} />}
        </PendingChange>
      )}
    </QueryBlock>
  )
  return (
    <PageFrame title={msg`Fee Details`} section={msg`Fee Management`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateFeeScheme">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
