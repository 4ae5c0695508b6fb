import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

import { downloadCsv, toCsv, type CsvColumn } from './export-csv'

interface ExportButtonProps<Row> {
  columns: readonly CsvColumn<Row>[]
  rows: readonly Row[] | undefined
  /** File name without extension; the date is added. */
  filename: string
}

/** Downloads the rows on screen as CSV (the list's filters and page apply). */
export function ExportButton<Row>({ columns, rows, filename }: ExportButtonProps<Row>) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={!rows || rows.length === 0}
      onClick={() => rows && downloadCsv(`${filename}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(columns, rows))}
    >
      <Trans>Export CSV</Trans>
    </Button>
  )
}
