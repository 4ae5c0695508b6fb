// The reports are read through the device's store of report pages: online they are fetched and kept,
// offline the page last seen with the same filters is answered with its age.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { loadReportPage } from '../../../offline/report-pages'
import { reportKeys } from './report-keys'

/** A report page through the device's store; the previous page stays on screen while the next loads. */
export function useReportPage<F, T extends object>(report: Exclude<keyof typeof reportKeys, 'all' | 'transaction'>, filters: F, fetcher: (filters: F, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    // The same key as reportKeys[report](filters).
    queryKey: [...reportKeys.all, report, filters],
    queryFn: ({ signal }) => loadReportPage(report, filters, () => fetcher(filters, signal)),
    placeholderData: keepPreviousData,
    // Offline too: the query answers from the device.
    networkMode: 'always',
  })
}

export function answer<T>(data: T | undefined, what: string): T {
  if (!data) throw new Error(`Empty answer for ${what}`)
  return data
}
