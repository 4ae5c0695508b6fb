import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import type { AgentListQuery } from '../agent-search'
import { agentKeys } from './agent-keys'

/** GET /mer/api/v1/Agent: one page, newest first. */
export async function listAgents(filters: AgentListQuery, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/Agent', {
    params: {
      query: {
        Name: filters.name,
        MerchantId: filters.merchantId,
        SuperAgentId: filters.superAgentId,
        StateId: filters.stateId,
        Status: filters.status,
        Enabled: filters.enabled === undefined ? undefined : filters.enabled === 'enabled',
        SortOrder: 'desc',
        PageNumber: filters.page,
        PageSize: filters.pageSize,
        Cursor: filters.cursor,
      },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the agents')
  return data
}

export function agentsQueryOptions(filters: AgentListQuery) {
  return queryOptions({
    queryKey: agentKeys.list(filters),
    queryFn: ({ signal }) => listAgents(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useAgents(filters: AgentListQuery) {
  return useQuery(agentsQueryOptions(filters))
}
