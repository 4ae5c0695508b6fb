import { Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'

import { readExport, saveBlob, type ExportFormat, type ExportStream } from '../../api/export-file'
import { formatNumber } from '../../lib/format'
import { activeLocale, type Locale } from '../../lib/i18n'
import { errorMessage } from '../../lib/validation'
import { downloadCsv, toCsv, type CsvColumn } from './export-csv'
import { fetchAllPages, type PageFetcher } from './fetch-all-pages'

/** The whole filtered set as a file the platform streams (reports, audit trail): CSV or XLSX, no row cap. */
export interface ServerExport {
  /** File name without extension, used when the platform names none. */
  filename: string
  open: (format: ExportFormat, locale: Locale, signal: AbortSignal) => Promise<ExportStream>
}

interface ExportButtonProps<Row> {
  columns: readonly CsvColumn<Row>[]
  /** Reads one page of the list with the filters on screen; every page is read (lists without a server export). */
  fetchPage?: PageFetcher<Row> | undefined
  /** Streams the platform's file instead (takes precedence over fetchPage). */
  server?: ServerExport | undefined
  /** File name without extension; the date is added. */
  filename: string
  disabled?: boolean
}

interface Progress {
  done: number
  total: number
  /** Bytes received of an XLSX file, which has no rows to count on the way. */
  bytes?: number
}

/** Downloads the whole filtered list (not only the page on screen), with progress and cancel. */
export function ExportButton<Row>({ columns, fetchPage, server, filename, disabled }: ExportButtonProps<Row>) {
  const { t } = useLingui()
  const locale = activeLocale()
  const [progress, setProgress] = useState<Progress | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const day = new Date().toISOString().slice(0, 10)

  const run = async (work: (signal: AbortSignal) => Promise<void>) => {
    controller.current = new AbortController()
    setFailure(null)
    setProgress({ done: 0, total: 0 })
    try {
      await work(controller.current.signal)
    } catch (error) {
      if (!controller.current.signal.aborted) setFailure(errorMessage(error))
    } finally {
      setProgress(null)
      controller.current = null
    }
  }

  const fromPages = (signal: AbortSignal) => async () => {
    if (!fetchPage) return
    const rows = await fetchAllPages(fetchPage, { signal, onProgress: (done, total) => setProgress({ done, total }) })
    downloadCsv(`${filename}-${day}.csv`, toCsv(columns, rows))
  }

  const fromServer = (format: ExportFormat) => async (signal: AbortSignal) => {
    if (!server) return
    const file = await server.open(format, locale, signal)
    const total = file.total ?? 0
    const blob = await readExport(file, format, ({ bytes, rows }) => setProgress(format === 'csv' ? { done: Math.min(rows, total), total } : { done: 0, total, bytes }))
    saveBlob(file.filename ?? `${server.filename}-${day}.${format}`, blob)
  }

  if (progress) {
    const done = formatNumber(progress.done, locale)
    const total = formatNumber(progress.total, locale)
    const megabytes = progress.bytes === undefined ? null : formatNumber(progress.bytes / 1_048_576, locale, { maximumFractionDigits: 1 })
    return (
      <Flex align="center" gap="2" role="status" data-testid="export-progress">
        <Text fontSize="sm" color="fg.muted">
          {megabytes !== null ? t`Exporting ${total} rows… ${megabytes} MB received` : progress.total ? t`Exporting ${done} of ${total}…` : t`Exporting…`}
        </Text>
        <Button size="sm" variant="ghost" onClick={() => controller.current?.abort()}>
          <Trans>Cancel</Trans>
        </Button>
      </Flex>
    )
  }
  return (
    <Flex align="center" gap="2" wrap="wrap">
      {failure && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t`Export failed: ${failure}`}
        </Text>
      )}
      {server ? (
        <>
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => void run(fromServer('csv'))}>
            <Trans>Export CSV</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => void run(fromServer('xlsx'))}>
            <Trans>Export XLSX</Trans>
          </Button>
        </>
      ) : (
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => void run((signal) => fromPages(signal)())}>
          <Trans>Export CSV</Trans>
        </Button>
      )}
    </Flex>
  )
}
