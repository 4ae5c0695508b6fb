import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { agentList } from '../../../features/agents/agent-search'
import { AgentsPage } from '../../../features/agents/agents-page'
import { agentsQueryOptions } from '../../../features/agents/api/list-agents'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/agent-management/')({
  validateSearch: agentList.schema,
  search: { middlewares: agentList.middlewares },
  loaderDeps: ({ search }) => agentList.query(search),
  beforeLoad: guardedBy(permission('Agent', 'View Agent')),
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
