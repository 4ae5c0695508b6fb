import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { approvalConfigSearchSchema } from '../../../features/approvals/approval-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/approval-management/manage-config')({
  validateSearch: approvalConfigSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Configuration`} section={msg`Approval Mgt.`} />
}
