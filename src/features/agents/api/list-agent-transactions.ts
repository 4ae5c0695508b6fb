import { queryOptions, useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
import { agentKeys } from './agent-keys'

/** GET /reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging with AgentId: the agent's last 10, newest first. */
export function agentTransactionsQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: agentKeys.transactions(agentId),
    queryFn: async ({ signal }) => {
      const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging', {
        params: { query: { AgentId: agentId, SortOrder: 'desc', PageNumber: 1, PageSize: 10 } },
        signal,
      })
      if (!data) throw new Error('Empty answer for the transactions')
      return data.data
    },
  })
}

export function useAgentTransactions(agentId: number, enabled: boolean) {
  return useQuery({ ...agentTransactionsQueryOptions(agentId), enabled })
}
