import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { AgentReportPage } from '../../../features/reports/agent-report-page'
import { agentReportList } from '../../../features/reports/report-search'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/manage-report/agent')({
  validateSearch: agentReportList.schema,
  search: { middlewares: agentReportList.middlewares },
  beforeLoad: guardedBy(permission('Report', 'View Agent Report')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Agent Report`} section={msg`Report management`}>
      <AgentReportPage />
    </PageFrame>
  )
}
