import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { merchantQueryOptions } from '../../../features/merchants/api/get-merchant'
import { merchantPageSearchSchema } from '../../../features/merchants/merchant-search'
import { MerchantPage } from '../../../features/merchants/merchant-page'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/onboarding/$id')({
  validateSearch: merchantPageSearchSchema,
  beforeLoad: recordGuardedBy(permission('Merchant', 'View Merchant')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(merchantQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Merchant Details`} section={msg`Onboarding`}>
      {returned === undefined ? (
        <PendingChange entityType="Merchant" entityId={id}>
          {(locked) => <MerchantPage locked={locked} />}
        </PendingChange>
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateMerchant">
          {(request) => (
            <PendingChange entityType="Merchant" entityId={id}>
              {(locked) => <MerchantPage locked={locked} returned={request} />}
            </PendingChange>
          )}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
