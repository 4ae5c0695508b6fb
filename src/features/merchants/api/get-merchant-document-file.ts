import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { merchantKeys } from './merchant-keys'

/** GET /mer/api/v1/Merchant/documents/{id}/files/{documentId}: the document with its content (base64). */
export function merchantDocumentFileQueryOptions(merchantId: number, documentId: number) {
  return queryOptions({
    queryKey: [...merchantKeys.documents(merchantId), 'file', documentId] as const,
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/Merchant/documents/{id}/files/{documentId}', { params: { path: { id: merchantId, documentId } }, signal })
      if (!data) throw new Error('Empty answer for the document')
      return data.data
    },
    // Contents are large: kept only while shown.
    gcTime: 0,
    meta: { persist: false },
  })
}

export function useMerchantDocumentFile(merchantId: number, documentId: number) {
  return useQuery(merchantDocumentFileQueryOptions(merchantId, documentId))
}
