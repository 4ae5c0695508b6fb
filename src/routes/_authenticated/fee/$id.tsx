import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { feeSchemeQueryOptions, useFeeScheme } from '../../../features/fee-schemes/api/get-fee-scheme'
import { FeeSchemeDetail } from '../../../features/fee-schemes/fee-scheme-detail'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/fee/$id')({
  beforeLoad: recordGuardedBy(permission('Fee Scheme', 'View')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(feeSchemeQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const scheme = useFeeScheme(id)
  return (
    <PageFrame title={msg`Fee Details`} section={msg`Fee Management`}>
      <QueryBlock query={scheme} testId="fee-scheme">
        {(data) => (
          <PendingChange entityType="FeeScheme" entityId={data.id}>
            {(locked) => <FeeSchemeDetail key={`${data.id}:${data.updatedAt}`} scheme={data} locked={locked} />}
          </PendingChange>
        )}
      </QueryBlock>
    </PageFrame>
  )
}
