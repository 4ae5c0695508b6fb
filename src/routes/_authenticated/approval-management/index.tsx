import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { approvalRequestsQueryOptions } from '../../../features/approvals/api/list-approval-requests'
import { approvalSearchSchema } from '../../../features/approvals/approval-search'
import { ApprovalsPage } from '../../../features/approvals/approvals-page'

export const Route = createFileRoute('/_authenticated/approval-management/')({
  validateSearch: approvalSearchSchema,
  // Opening a request (?request=) must not reload the list, so only the list's filters are deps.
  loaderDeps: ({ search: { status, startDate, endDate, page, pageSize } }) => ({ status, startDate, endDate, page, pageSize }),
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
