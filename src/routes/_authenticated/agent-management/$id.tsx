import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { AgentPage } from '../../../features/agents/agent-page'
import { agentQueryOptions, useAgent } from '../../../features/agents/api/get-agent'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/agent-management/$id')({
  beforeLoad: recordGuardedBy(permission('Agent', 'View Agent')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(agentQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const agent = useAgent(id)
  return (
    <PageFrame title={msg`Agent Details`} section={msg`Agent Mgt.`}>
      <QueryBlock query={agent} testId="agent">
        {(data) => (
          <PendingChange entityType="Agent" entityId={data.id}>
            {(locked) => <AgentPage agent={data} locked={locked} />}
          </PendingChange>
        )}
      </QueryBlock>
    </PageFrame>
  )
}
