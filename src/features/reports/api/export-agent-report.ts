// The agent report as a file.
import { reportms } from '../../../api/clients'
import { exportStream } from '../../../api/export-file'
import type { AgentReportQuery } from '../report-search'
import type { FileOptions } from './report-file-options'
import { platformFilters } from '../../../lib/search'

/** GET /reportms/api/v1/AgentReport/Export: the whole filtered set, streamed by the platform. */
export function exportAgentReport(f: AgentReportQuery, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/AgentReport/Export', {
      params: { query: { ...platformFilters(f), Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}
