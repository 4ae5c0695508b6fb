import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { auditSearchSchema } from '../../features/audit/audit-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/audit-log')({
  validateSearch: auditSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Audit Log`} />
}
