import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { transactionReportSearchSchema } from '../../../features/reports/report-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/manage-report/transaction')({
  validateSearch: transactionReportSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Transaction Report`} section={msg`Report management`} />
}
