import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { QueryBlock } from '../../../components/feedback/query-state'
import { ReadOnlyFieldset } from '../../../components/form/read-only-fieldset'
import { PageFrame } from '../../../components/layout/page-frame'
import { commissionGroupQueryOptions, useCommissionGroup } from '../../../features/commission-groups/api/get-commission-group'
import { CommissionGroupDetails, CommissionGroupSummary } from '../../../features/commission-groups/commission-group-details'
import { CommissionGroupForm } from '../../../features/commission-groups/commission-group-form'
import { usePermission } from '../../../lib/auth/use-permission'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { returnedSearch, type ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/commission/$id')({
  // An update returned for correction, reopened with what was sent: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: recordGuardedBy(permission('Commission Group', 'View')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(commissionGroupQueryOptions(Number(params.id)))
  },
  component: Page,
})

/** Editable with the Update permission (a deleted group, or one with a change waiting, stays read-only), read-only without it. */
function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  const group = useCommissionGroup(id)
  const canUpdate = usePermission(permission('Commission Group', 'Update'))
  const page = (request?: ReturnedRequest) => (
    <QueryBlock query={group} testId="commission-group">
      {(data) => (
        <PendingChange entityType="CommissionGroup" entityId={data.id}>
          {(locked) => (
            <>
              <CommissionGroupSummary group={data} />
              {canUpdate && data.status !== 'Deleted' ? (
                <ReadOnlyFieldset readOnly={locked && !request}>
                  <CommissionGroupForm key={`${data.id}:${data.updatedAt}`} group={data} returned={request} />
                </ReadOnlyFieldset>
              ) : (
                <CommissionGroupDetails group={data} />
              )}
            </>
          )}
        </PendingChange>
      )}
    </QueryBlock>
  )
  return (
    <PageFrame title={msg`Commission Details`} section={msg`Commission Mgt.`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateCommissionGroup">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
