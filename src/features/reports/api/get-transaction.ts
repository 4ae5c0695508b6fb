// One transaction, through the device's store of report pages.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
import { loadReportPage } from '../../../offline/report-pages'
import { reportKeys } from './report-keys'
import { answer } from './report-page'

/** GET /reportms/api/v1/TransactionReport/{id} */
export function transactionQueryOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.transaction(id),
    queryFn: ({ signal }) =>
      loadReportPage('transaction', id, async () => {
        const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/{id}', { params: { path: { id } }, signal })
        return answer(data, 'the transaction').data
      }),
    networkMode: 'always',
  })
}

export function useTransaction(id: number | undefined) {
  return useQuery({ ...transactionQueryOptions(id ?? 0), enabled: id !== undefined })
}
