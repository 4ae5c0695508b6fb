import { Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'

import { formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { errorMessage } from '../../lib/validation'
import { downloadCsv, toCsv, type CsvColumn } from './export-csv'
import { fetchAllPages, type PageFetcher } from './fetch-all-pages'

interface ExportButtonProps<Row> {
  columns: readonly CsvColumn<Row>[]
  /** Reads one page of the list with the filters on screen; every page is read. */
  fetchPage: PageFetcher<Row>
  /** File name without extension; the date is added. */
  filename: string
  disabled?: boolean
}

/** Downloads the whole filtered list as CSV (not only the page on screen), with progress and cancel. */
export function ExportButton<Row>({ columns, fetchPage, filename, disabled }: ExportButtonProps<Row>) {
  const { t } = useLingui()
  const locale = activeLocale()
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)

  const start = async () => {
    controller.current = new AbortController()
    setFailure(null)
    setProgress({ done: 0, total: 0 })
    try {
      const rows = await fetchAllPages(fetchPage, { signal: controller.current.signal, onProgress: (done, total) => setProgress({ done, total }) })
      downloadCsv(`${filename}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(columns, rows))
    } catch (error) {
      if (!controller.current.signal.aborted) setFailure(errorMessage(error))
    } finally {
      setProgress(null)
      controller.current = null
    }
  }

  if (progress) {
    const done = formatNumber(progress.done, locale)
    const total = formatNumber(progress.total, locale)
    return (
      <Flex align="center" gap="2" role="status" data-testid="export-progress">
        <Text fontSize="sm" color="fg.muted">
          {progress.total ? t`Exporting ${done} of ${total}…` : t`Exporting…`}
        </Text>
        <Button size="sm" variant="ghost" onClick={() => controller.current?.abort()}>
          <Trans>Cancel</Trans>
        </Button>
      </Flex>
    )
  }
  return (
    <Flex align="center" gap="2">
      {failure && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t`Export failed: ${failure}`}
        </Text>
      )}
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => void start()}>
        <Trans>Export CSV</Trans>
      </Button>
    </Flex>
  )
}
