// The transaction report as a file.
import { reportms } from '../../../api/clients'
import { exportStream } from '../../../api/export-file'
import type { FileOptions } from './report-file-options'
import type { TransactionFilters } from './report-keys'
import { platformFilters } from '../../../lib/search'

/** GET /reportms/api/v1/TransactionReport/Export: the whole filtered set, streamed by the platform. */
export function exportTransactions(f: TransactionFilters, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/TransactionReport/Export', {
      params: {
        query: { ...platformFilters(f), Format: format, Locale: locale },
      },
      parseAs: 'stream',
      signal,
    }),
  )
}
