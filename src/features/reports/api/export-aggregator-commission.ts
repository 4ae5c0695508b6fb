// The aggregator commission report as a file.
import { reportms } from '../../../api/clients'
import { exportStream } from '../../../api/export-file'
import type { AggregatorCommissionQuery } from '../report-search'
import type { FileOptions } from './report-file-options'
import { platformFilters } from '../../../lib/search'

/** GET /reportms/api/v1/CommissionReport/ExportAggregatorCommission: the whole filtered set, streamed by the platform. */
export function exportAggregatorCommission(f: AggregatorCommissionQuery, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/CommissionReport/ExportAggregatorCommission', {
      params: {
        query: { ...platformFilters(f), Format: format, Locale: locale },
      },
      parseAs: 'stream',
      signal,
    }),
  )
}
