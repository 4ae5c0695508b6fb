// What a report's file export takes besides its filters.
import type { ExportFormat } from '../../../api/export-file'
import type { Locale } from '../../../lib/i18n'

export type FileOptions = { format: ExportFormat; locale: Locale; signal: AbortSignal }
