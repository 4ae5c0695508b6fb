import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { approvalRequestsQueryOptions } from '../../../features/approvals/api/list-approval-requests'
import { approvalList } from '../../../features/approvals/approval-search'
import { ApprovalsPage } from '../../../features/approvals/approvals-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/approval-management/')({
  validateSearch: approvalList.schema,
  search: { middlewares: approvalList.middlewares },
  loaderDeps: ({ search }) => approvalList.query(search),
  // Opening a request (?request=) must not reload the list, so only the list's filters are deps.
  beforeLoad: guardedBy(permission('Approval', 'View Approval')),
  // Start the fetch with the route chunk; the page shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(approvalRequestsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Approval`} section={msg`Approval Mgt.`}>
      <ApprovalsPage />
    </PageFrame>
  )
}
