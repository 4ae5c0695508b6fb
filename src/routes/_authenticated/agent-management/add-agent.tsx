import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/agent-management/add-agent')({
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Add Agent`} section={msg`Agent Mgt.`} />
}
