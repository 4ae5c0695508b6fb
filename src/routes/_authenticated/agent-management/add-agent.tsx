import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { AgentForm } from '../../../features/agents/agent-form'
import { addAgentSearchSchema } from '../../../features/agents/agent-search'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/agent-management/add-agent')({
  validateSearch: addAgentSearchSchema,
  beforeLoad: guardedBy(permission('Agent', 'Create Agent')),
  component: Page,
})

function Page() {
  const { merchantId } = Route.useSearch()
  return (
    <PageFrame title={msg`Add Agent`} section={msg`Agent Mgt.`}>
      <AgentForm merchantId={merchantId} />
    </PageFrame>
  )
}
