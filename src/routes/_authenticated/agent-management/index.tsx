import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { agentSearchSchema, type AgentSearch } from '../../../features/agents/agent-search'
import { AgentsPage } from '../../../features/agents/agents-page'
import { agentsQueryOptions } from '../../../features/agents/api/list-agents'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/agent-management/')({
  validateSearch: agentSearchSchema,
  search: { middlewares: listSearchMiddlewares<AgentSearch>() },
  loaderDeps: ({ search: { name, merchantId, superAgentId, stateId, status, enabled, page, pageSize } }) => ({ name, merchantId, superAgentId, stateId, status, enabled, page, pageSize }),
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Agent', 'View Agent')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(agentsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Agent`} section={msg`Agent Mgt.`}>
      <AgentsPage />
    </PageFrame>
  )
}
