import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { transactionReportList } from '../../../features/reports/report-search'
import { TransactionReportPage } from '../../../features/reports/transaction-report-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/manage-report/transaction')({
  validateSearch: transactionReportList.schema,
  search: { middlewares: transactionReportList.middlewares },
  beforeLoad: guardedBy(permission('Report', 'View Transaction Report')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Transaction Report`} section={msg`Report management`}>
      <TransactionReportPage />
    </PageFrame>
  )
}
