import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { agentSearchSchema } from '../../../features/agents/agent-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/agent-management/')({
  validateSearch: agentSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Agent`} section={msg`Agent Mgt.`} />
}
