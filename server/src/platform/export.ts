// Exports without a row cap: the whole filtered set streamed as CSV or XLSX while it is read from
// the database in batches, so the server holds one batch at a time whatever the number of rows.
// On PostgreSQL a CSV whose columns say their SQL is written by the database itself (COPY).
import { PassThrough, Readable } from 'node:stream'

import { sql, type SQL } from 'drizzle-orm'
import ExcelJS from 'exceljs'

import type { Executor } from '../db/client.ts'
import { copyCsvOut, isPostgres } from '../db/copy-out.ts'
import { translate, type ExportLocale } from './translations.ts'

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportColumn<Row> {
  /** The header in English: the msgid of the back office's catalogs, translated for the locale. */
  header: string
  value: (row: Row) => string | number | null | undefined
  /**
   * money: kobo in, naira with two decimals out; datetime: an instant, written in Lagos time (in a CSV
   * as ISO 8601 with its offset, 2026-11-02T09:14:27+01:00; in a workbook as a date cell, the header
   * naming the zone); label: a word translated like the headers (a status).
   */
  kind?: 'text' | 'number' | 'money' | 'datetime' | 'label'
  /** label: the stored values' English words (msgids) where they differ from the values, or to list them for SQL. */
  words?: Readonly<Record<string, string>>
  /** The value as `value` gives it, in SQL over the tables of the request's `copy.from`; formatted by kind in SQL (see copyColumn). */
  sql?: SQL
}

export interface ExportRequest<Row> {
  format: ExportFormat
  locale: ExportLocale
  /** The file's name without its extension; the day is added. */
  filename: string
  columns: readonly ExportColumn<Row>[]
  /** Rows the file will hold, sent as X-Total-Count for the client's progress. */
  total: number
  /** The rows, a batch at a time, in the file's order. Stopped early when the client goes away. */
  batches: () => AsyncGenerator<readonly Row[]>
  /** XLSX: data rows a sheet holds before the next one starts (Excel's limit; smaller in tests). */
  sheetRows?: number
  /** The database the batches come from: on PostgreSQL the next batch is read while one is written; on PGlite (in this thread) one batch at a time. */
  db?: Executor
  /**
   * CSV on PostgreSQL: the rows in SQL (`from …` with its joins and filters, and the order), which
   * PostgreSQL formats by the columns' `sql` and writes itself with COPY; the batches are not read.
   */
  copy?: { from: SQL; orderBy: SQL }
}

/** Lagos keeps West Africa Time, UTC+01:00, all year (no daylight saving). */
const LAGOS_OFFSET_MS = 3_600_000

/** An instant as Lagos wall time, `2026-11-02 09:14:27` (a fixed offset: Intl per row cost seconds on 200,000 rows). */
export function lagosDateTime(value: string | Date): string {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime()
  const wall = new Date(instant + LAGOS_OFFSET_MS).toISOString()
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`
}

/** Lagos time's zone as a header says it. */
export const LAGOS_ZONE = 'WAT, UTC+01:00'

/** An instant in Lagos time with its offset (ISO 8601), `2026-11-02T09:14:27+01:00`: a CSV says which zone its times are in. */
export function lagosIsoDateTime(value: string | Date): string {
  const wall = lagosDateTime(value)
  return `${wall.slice(0, 10)}T${wall.slice(11)}+01:00`
}

/**
 * An instant as an Excel date showing Lagos wall time: Excel dates have no zone, and exceljs writes a
 * Date's UTC fields, so the Date is shifted by Lagos' offset (the header names the zone).
 */
export function lagosExcelDate(value: string | Date): Date {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime()
  return new Date(instant + LAGOS_OFFSET_MS)
}

/** The same instant as an Excel date's serial number (days since 1899-12-30, as exceljs writes a Date): no Date made per cell. */
export function lagosExcelSerial(value: string | Date): number {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime()
  return 25569 + (instant + LAGOS_OFFSET_MS) / 86_400_000
}

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written as text. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = neutraliseFormula(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function cellOf<Row>(column: ExportColumn<Row>, row: Row, locale: ExportLocale, format: ExportFormat = 'csv'): string | number | null {
  const value = column.value(row)
  if (value === null || value === undefined || value === '') return null
  switch (column.kind) {
    case 'money':
      return Math.round(Number(value)) / 100
    case 'number':
      return Number(value)
    case 'datetime':
      return format === 'xlsx' ? lagosExcelSerial(String(value)) : lagosIsoDateTime(String(value))
    case 'label':
      return translate(locale, column.words?.[String(value)] ?? String(value))
    default:
      return String(value)
  }
}

function csvCell<Row>(column: ExportColumn<Row>, row: Row, locale: ExportLocale): string {
  const cell = cellOf(column, row, locale)
  if (column.kind === 'money' && typeof cell === 'number') return cell.toFixed(2)
  return csvField(cell)
}

const csvHeader = <Row>(request: ExportRequest<Row>) => `\uFEFF${request.columns.map((column) => csvField(translate(request.locale, column.header))).join(',')}\r\n`

async function* csvChunks<Row>(request: ExportRequest<Row>): AsyncGenerator<string> {
  yield csvHeader(request)
  for await (const batch of request.batches()) {
    let chunk = ''
    for (const row of batch) chunk += `${request.columns.map((column) => csvCell(column, row, request.locale)).join(',')}\r\n`
    yield chunk
  }
}

/** `case value when 'a' then 'A' … else otherwise end`: a lookup of a few words in SQL. */
export function sqlLookup(value: SQL, words: Readonly<Record<string, string>>, otherwise: SQL = value): SQL {
  const entries = Object.entries(words)
  if (!entries.length) return otherwise
  return sql`(case ${value} ${sql.join(
    entries.map(([key, word]) => sql`when ${key} then ${word}`),
    sql` `,
  )} else ${otherwise} end)`
}

/** Text as csvField writes it: empty as nothing (NULL: COPY quotes an empty string), a formula's first character made text. */
function copyText(value: SQL): SQL {
  return sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${value} else nullif(${value}, '') end)`
}

/** A column as csvCell writes it, in SQL: naira with two decimals, Lagos time by its fixed offset (LAGOS_OFFSET_MS) with +01:00, words translated. */
function copyColumn<Row>(column: ExportColumn<Row>, locale: ExportLocale): SQL {
  const value = column.sql!
  switch (column.kind) {
    case 'money':
      return sql`((${value})::numeric / 100)::numeric(20, 2)::text`
    case 'number':
      return sql`(${value})::text`
    case 'datetime':
      return sql`to_char((${value}) at time zone 'UTC' + interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"+01:00"')`
    case 'label': {
      if (!column.words) throw new Error(`The label column ${column.header} needs its words to be translated in SQL`)
      const translated = Object.fromEntries(Object.entries(column.words).map(([stored, word]) => [stored, translate(locale, word)]))
      return copyText(sqlLookup(sql`(${value})::text`, translated))
    }
    default:
      return copyText(sql`(${value})::text`)
  }
}

/** The statement PostgreSQL writes the CSV's rows with (COPY): the same fields as csvCell's, in the same order. */
export function csvCopyQuery<Row>(request: ExportRequest<Row> & { copy: { from: SQL; orderBy: SQL } }): SQL {
  const fields = request.columns.map((column) => copyColumn(column, request.locale))
  return sql`select ${sql.join(fields, sql`, `)} ${request.copy.from} order by ${request.copy.orderBy}`
}

/**
 * COPY ends its lines with LF; the file's lines end with CRLF as csvChunks writes them. A line break
 * inside a quoted field is the field's own and stays as it is, so the quotes are followed across chunks.
 */
export class CsvLineEnds {
  private quoted = false

  convert(chunk: Buffer): Buffer {
    const ends: number[] = []
    let quote = chunk.indexOf(0x22)
    for (let newline = chunk.indexOf(0x0a); newline !== -1; newline = chunk.indexOf(0x0a, newline + 1)) {
      for (; quote !== -1 && quote < newline; quote = chunk.indexOf(0x22, quote + 1)) this.quoted = !this.quoted
      if (!this.quoted) ends.push(newline)
    }
    for (; quote !== -1; quote = chunk.indexOf(0x22, quote + 1)) this.quoted = !this.quoted
    if (!ends.length) return chunk
    const out = Buffer.allocUnsafe(chunk.length + ends.length)
    let from = 0
    let to = 0
    for (const end of ends) {
      to += chunk.copy(out, to, from, end)
      out[to++] = 0x0d
      from = end
    }
    chunk.copy(out, to, from)
    return out
  }
}

/** The CSV's bytes: written by PostgreSQL when the request says how (copy, on PostgreSQL), else from the batches. */
async function* csvBytes<Row>(request: ExportRequest<Row>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  const copy = request.copy && request.db && request.columns.every((column) => column.sql) ? request.copy : undefined
  const copied = copy ? await copyCsvOut(request.db!, csvCopyQuery({ ...request, copy })) : null
  if (!copied) {
    for await (const chunk of csvChunks(request)) yield encoder.encode(chunk)
    return
  }
  try {
    yield encoder.encode(csvHeader(request))
    const lineEnds = new CsvLineEnds()
    for await (const chunk of copied) yield lineEnds.convert(chunk as Buffer)
  } finally {
    // The client went away: the COPY stops and its connection is closed (copyCsvOut).
    copied.destroy()
  }
}

/** Pull-based: the next batch (or COPY's next chunk) is read only when the client has taken the previous one. */
function csvStream<Row>(request: ExportRequest<Row>): ReadableStream<Uint8Array> {
  const chunks = csvBytes(request)
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}

const XLSX_BUFFER_LIMIT = 1024 * 1024
/** Data rows in one sheet: Excel's 1,048,576 rows less the header. */
export const XLSX_SHEET_ROWS = 1_048_575

/** The n-th sheet's name: the file's name, then "(2)", "(3)" … (at most 31 characters, as Excel allows). */
export function sheetName(filename: string, n: number): string {
  const suffix = n === 1 ? '' : ` (${n})`
  return `${filename.slice(0, 31 - suffix.length)}${suffix}`
}
const MONEY_STYLE: Partial<ExcelJS.Style> = { numFmt: '"₦"#,##0.00' }
const PLAIN_STYLE: Partial<ExcelJS.Style> = {}
const DATETIME_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm:ss' }

interface StreamState {
  length?: number
}
interface PipedStream {
  _writableState?: StreamState
  _readableState?: StreamState
}

/** Bytes of sheet XML not yet taken by the compressor (archiver's streams are readable-stream 2: their states hold the lengths). */
export function compressorBacklog(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: PipedStream[] } }).stream?.pipes ?? []
  return pipes.reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0), 0)
}

/** exceljs' streaming writer: each row is committed (written to the zip and freed) as it is added. */
function xlsxStream<Row>(request: ExportRequest<Row>): ReadableStream<Uint8Array> {
  const output = new PassThrough()
  let cancelled = false
  output.on('close', () => {
    cancelled = true
  })
  const write = async () => {
    // Deflate level 1: a file about a fifth larger, written in half the time (and so no backlog of XML waiting for the compressor).
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } })
    const columns = request.columns.map((column) => ({
      header: column.kind === 'datetime' ? `${translate(request.locale, column.header)} (${LAGOS_ZONE})` : translate(request.locale, column.header),
      width: column.kind === 'datetime' ? 26 : column.kind === 'money' ? 16 : 18,
    }))
    let sheets = 0
    const addSheet = () => {
      sheets++
      const added = workbook.addWorksheet(sheetName(request.filename, sheets))
      added.columns = columns
      return added
    }
    let sheet = addSheet()
    let rowsInSheet = 0
    // One style object per kind, shared by every cell: exceljs resolves a style it has seen by
    // identity, where a style per cell (what a column style gives) is serialised again each time.
    const styles = request.columns.map((column) => (column.kind === 'money' ? MONEY_STYLE : column.kind === 'datetime' ? DATETIME_STYLE : PLAIN_STYLE))
    for await (const batch of request.batches()) {
      if (cancelled) return
      for (const row of batch) {
        // A sheet holds at most 1,048,576 rows (its header one of them): a year's rows go on in the next sheet.
        if (rowsInSheet === (request.sheetRows ?? XLSX_SHEET_ROWS)) {
          sheet.commit()
          sheet = addSheet()
          rowsInSheet = 0
        }
        rowsInSheet++
        const added = sheet.addRow(request.columns.map((column) => cellOf(column, row, request.locale, 'xlsx')))
        added.eachCell((cell, index) => {
          cell.style = styles[index - 1]!
        })
        added.commit()
      }
      // Wait for the compressor and for the client, so memory stays flat: exceljs writes the sheet's
      // XML to the zip without backpressure, so the backlog is read from the stream it writes to.
      while (!cancelled && (output.readableLength > XLSX_BUFFER_LIMIT || compressorBacklog(sheet) > XLSX_BUFFER_LIMIT)) await new Promise((resolve) => setTimeout(resolve, 1))
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))))
  return Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * The batches with the next one already asked for while the current one is written: on
 * PostgreSQL the database reads it meanwhile. Not on PGlite: in this thread it would only hold a
 * second batch.
 */
async function* readAhead<Row>(batches: AsyncGenerator<readonly Row[]>): AsyncGenerator<readonly Row[]> {
  let next = batches.next()
  try {
    for (;;) {
      const current = await next
      if (current.done) return
      next = batches.next()
      yield current.value
    }
  } finally {
    // Stopped early (the client went away): let the pending read settle, then close the source.
    await next.catch(() => undefined)
    await batches.return(undefined)
  }
}

/** The file as the response: streamed, named, with its row count for the client's progress. */
export function exportResponse<Row>(request: ExportRequest<Row>): Response {
  const day = new Date().toISOString().slice(0, 10)
  const name = `${request.filename}-${day}.${request.format}`
  const ahead = isPostgres(request.db) ? { ...request, batches: () => readAhead(request.batches()) } : request
  const body = request.format === 'xlsx' ? xlsxStream(ahead) : csvStream(ahead)
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': contentTypes[request.format],
      'content-disposition': `attachment; filename="${name}"`,
      'x-total-count': String(request.total),
      'cache-control': 'no-store',
      'access-control-expose-headers': 'X-Total-Count, Content-Disposition',
    },
  })
}

/** Reads a paged source to its end, `size` rows a page: for the grouped reports (a few thousand rows at most). */
export async function* pagesOf<Row>(read: (page: number, size: number) => Promise<readonly Row[]>, size = 500): AsyncGenerator<readonly Row[]> {
  for (let page = 1; ; page++) {
    const rows = await read(page, size)
    if (rows.length) yield rows
    if (rows.length < size) return
  }
}
