import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { merchantKeys } from './merchant-keys'

/** The merchant's page shows its newest agents; the agent list has the rest. */
export const merchantAgentsShown = 20

/** GET /mer/api/v1/Agent with MerchantId: the merchant's newest agents and how many it has. */
export function merchantAgentsQueryOptions(merchantId: number) {
  return queryOptions({
    queryKey: merchantKeys.agents(merchantId),
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/Agent', { params: { query: { MerchantId: merchantId, SortOrder: 'desc', PageNumber: 1, PageSize: merchantAgentsShown } }, signal })
      if (!data) throw new Error('Empty answer for the agents')
      return data
    },
  })
}

export function useMerchantAgents(merchantId: number, enabled: boolean) {
  return useQuery({ ...merchantAgentsQueryOptions(merchantId), enabled })
}
