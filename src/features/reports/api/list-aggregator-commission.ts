// The aggregator commission report, a page at a time, through the device's store of report pages.
import { reportms } from '../../../api/clients'
import type { AggregatorCommissionQuery } from '../report-search'
import { answer, useReportPage } from './report-page'
import { platformQuery } from '../../../lib/search'

/** GET /reportms/api/v1/CommissionReport/GetAggregatorCommission: one page. */
export async function listAggregatorCommission(f: AggregatorCommissionQuery, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/CommissionReport/GetAggregatorCommission', {
    params: {
      query: { ...platformQuery(f) },
    },
    signal,
  })
  return answer(data, 'the aggregator commission')
}

export function useAggregatorCommission(filters: AggregatorCommissionQuery) {
  return useReportPage('aggregatorCommission', filters, listAggregatorCommission)
}
