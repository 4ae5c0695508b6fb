// CSV of a list as shown: one line per row, the columns that have an export value.
import { saveBlob } from '../../api/export-file'

export interface CsvColumn<Row> {
  header: string
  exportValue?: (row: Row) => string | number | null | undefined
}

/** Spreadsheets run cells that start like a formula; a leading quote keeps them text. */
function neutralised(text: string): string {
  return /^[=@\t\r]/.test(text) || /^[+-][^0-9]/.test(text) ? `'${text}` : text
}

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = neutralised(String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const exported = columns.filter((column) => column.exportValue)
  const lines = [exported.map((column) => cell(column.header)).join(',')]
  for (const row of rows) lines.push(exported.map((column) => cell(column.exportValue?.(row))).join(','))
  // The byte-order mark makes Excel read UTF-8 (naira signs, accents, Arabic).
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export function downloadCsv(filename: string, csv: string): void {
  saveBlob(filename, new Blob([csv], { type: 'text/csv;charset=utf-8' }))
}
