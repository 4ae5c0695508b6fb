import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { merchantCommissionSearchSchema } from '../../../features/reports/report-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/manage-report/merchant-commission')({
  validateSearch: merchantCommissionSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Commission Report`} section={msg`Report management`} />
}
