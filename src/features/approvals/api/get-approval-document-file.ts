import { queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { loadReportPage } from '../../../offline/report-pages'
import { approvalKeys } from './approval-keys'

/**
 * GET /apms/api/v1/Approval/{id}/documents/{index}: a document uploaded with the request, with its
 * content. Kept in the device's store like a report page, so a document seen before opens offline.
 */
export function approvalDocumentFileQueryOptions(requestId: number, index: number) {
  return queryOptions({
    queryKey: [...approvalKeys.detail(requestId), 'document', index] as const,
    queryFn: ({ signal }) =>
      loadReportPage('approval-document', { requestId, index }, async () => {
        const { data } = await apms.GET('/apms/api/v1/Approval/{id}/documents/{index}', { params: { path: { id: requestId, index } }, signal })
        if (!data) throw new Error('Empty answer for the document')
        return data.data
      }),
    // Contents are large: kept in memory only while shown (the device's store keeps them).
    gcTime: 0,
    meta: { persist: false },
    networkMode: 'always',
  })
}

export function useApprovalDocumentFile(requestId: number, index: number) {
  return useQuery(approvalDocumentFileQueryOptions(requestId, index))
}
