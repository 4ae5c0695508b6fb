// The commission by merchant report, a page at a time, through the device's store of report pages.
import { reportms } from '../../../api/clients'
import type { MerchantCommissionQuery } from '../report-search'
import { answer, useReportPage } from './report-page'
import { platformQuery } from '../../../lib/search'

/** GET /reportms/api/v1/CommissionReport/GetCommissionByMerchant: one page. */
export async function listMerchantCommission(f: MerchantCommissionQuery, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/CommissionReport/GetCommissionByMerchant', {
    params: { query: { ...platformQuery(f) } },
    signal,
  })
  return answer(data, 'the commission by merchant')
}

export function useMerchantCommission(filters: MerchantCommissionQuery) {
  return useReportPage('merchantCommission', filters, listMerchantCommission)
}
