// The commission by merchant report as a file.
import { reportms } from '../../../api/clients'
import { exportStream } from '../../../api/export-file'
import type { MerchantCommissionQuery } from '../report-search'
import type { FileOptions } from './report-file-options'
import { platformFilters } from '../../../lib/search'

/** GET /reportms/api/v1/CommissionReport/ExportCommissionByMerchant: the whole filtered set, streamed by the platform. */
export function exportMerchantCommission(f: MerchantCommissionQuery, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/CommissionReport/ExportCommissionByMerchant', {
      params: { query: { ...platformFilters(f), Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}
