import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query'

import { aud } from '../../../api/clients'
import { merchantKeys } from './merchant-keys'

export const merchantHistoryPageSize = 10

/** GET /aud/api/v1/AuditTrail with EntityType Merchant and the merchant's id: its history, newest first. */
export function merchantHistoryQueryOptions(merchantId: number, page: number) {
  return queryOptions({
    queryKey: merchantKeys.history(merchantId, page),
    queryFn: async ({ signal }) => {
      const { data } = await aud.GET('/aud/api/v1/AuditTrail', {
        params: { query: { EntityType: 'Merchant', EntityId: String(merchantId), SortOrder: 'desc', PageNumber: page, PageSize: merchantHistoryPageSize } },
        signal,
      })
      if (!data) throw new Error('Empty answer for the history')
      return data
    },
    placeholderData: keepPreviousData,
  })
}

export function useMerchantHistory(merchantId: number, page: number, enabled: boolean) {
  return useQuery({ ...merchantHistoryQueryOptions(merchantId, page), enabled })
}

/** GET /aud/api/v1/AuditTrail/{id} for each entry shown: what it changed (the list leaves the data out). Records never change. */
export function useAuditRecordDetails(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['aud', 'record', id] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { data } = await aud.GET('/aud/api/v1/AuditTrail/{id}', { params: { path: { id } }, signal })
        if (!data) throw new Error('Empty answer for the audit record')
        return data.data
      },
      staleTime: Infinity,
    })),
  })
}
