import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { AgentForm } from '../../../features/agents/agent-form'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { addAgentSearchSchema } from '../../../features/agents/agent-search'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/agent-management/add-agent')({
  validateSearch: addAgentSearchSchema,
  beforeLoad: guardedBy(permission('Agent', 'Create Agent')),
  component: Page,
})

function Page() {
  const { merchantId, returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Add Agent`} section={msg`Agent Mgt.`}>
      {returned === undefined ? (
        <AgentForm merchantId={merchantId} />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createAgent">
          {(request) => <AgentForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
