import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { aggregatorCommissionSearchSchema } from '../../../features/reports/report-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/manage-report/aggregator-commission')({
  validateSearch: aggregatorCommissionSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Aggregator Commission`} section={msg`Report management`} />
}
