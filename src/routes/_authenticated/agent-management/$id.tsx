import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { AgentPage } from '../../../features/agents/agent-page'
import { agentQueryOptions, useAgent } from '../../../features/agents/api/get-agent'
import { permission, requirePermission } from '../../../lib/permissions'
import { isValidId } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/agent-management/$id')({
  beforeLoad: ({ context, params }) => {
    if (!isValidId(params.id)) throw notFound()
    requirePermission(context.user, permission('Agent', 'View Agent'))
  },
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
        {(data) => <AgentPage agent={data} />}
      </QueryBlock>
    </PageFrame>
  )
}
