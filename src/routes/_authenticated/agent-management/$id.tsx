import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { QueryBlock } from '../../../components/feedback/query-state'
import { PageFrame } from '../../../components/layout/page-frame'
import { AgentPage } from '../../../features/agents/agent-page'
import { agentQueryOptions, useAgent } from '../../../features/agents/api/get-agent'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { returnedSearch, type ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/agent-management/$id')({
  // An update returned for correction, reopened with what was sent: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: recordGuardedBy(permission('Agent', 'View Agent')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(agentQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  const agent = useAgent(id)
  const page = (request?: ReturnedRequest) => (
    <QueryBlock query={agent} testId="agent">
      {(data) => (
        <PendingChange entityType="Agent" entityId={data.id}>
          {(locked) => <AgentPage agent={data} locked={locked && !request} returned={request} />}
        </PendingChange>
      )}
    </QueryBlock>
  )
  return (
    <PageFrame title={msg`Agent Details`} section={msg`Agent Mgt.`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateAgent">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
