// The audit trail as a file.
import { aud } from '../../../api/clients'
import { exportStream, type ExportFormat } from '../../../api/export-file'
import type { Locale } from '../../../lib/i18n'
import type { AuditFilters } from './audit-keys'
import { platformFilters } from '../../../lib/search'

/** GET /aud/api/v1/AuditTrail/Export: the whole filtered trail, streamed by the platform. */
export function exportAuditRecords(f: AuditFilters, { format, locale, signal }: { format: ExportFormat; locale: Locale; signal: AbortSignal }) {
  return exportStream(
    aud.GET('/aud/api/v1/AuditTrail/Export', {
      params: { query: { ...platformFilters(f), Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}
