import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { commissionGroupSearchSchema } from '../../../features/commission-groups/commission-group-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/commission/')({
  validateSearch: commissionGroupSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Commission`} section={msg`Commission Mgt.`} />
}
