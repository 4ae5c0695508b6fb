import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { agentKeys } from './agent-keys'

/** GET /mer/api/v1/Agent/{id}: the agent with today's cash-out. */
export function agentQueryOptions(id: number) {
  return queryOptions({
    queryKey: agentKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/Agent/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the agent')
      return data.data
    },
  })
}

export function useAgent(id: number) {
  return useQuery(agentQueryOptions(id))
}
