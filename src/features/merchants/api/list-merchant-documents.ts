import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { merchantKeys } from './merchant-keys'

/** GET /mer/api/v1/Merchant/documents/{id}: one document per type, without their content. */
export function merchantDocumentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: merchantKeys.documents(id),
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/Merchant/documents/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the documents')
      return data.data
    },
  })
}

export function useMerchantDocuments(id: number) {
  return useQuery(merchantDocumentsQueryOptions(id))
}
