// The streamed files: CSV quoting and the formula guard, XLSX read back, Lagos times, headers in the user's language.
import ExcelJS from 'exceljs'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { literal } from '../db/inline-sql.ts'
import { CsvLineEnds, XLSX_SHEET_ROWS, csvField, exportResponse, lagosDateTime, lagosIsoDateTime, neutraliseFormula, pagesOf, type ExportColumn } from './export.ts'
import { parsePo, translate } from './translations.ts'
import { readZip } from './zip.ts'

interface Row {
  name: string
  amount: number
  at: string
  status: string
}

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Amount', value: (r) => r.amount, kind: 'money' },
  { header: 'Date', value: (r) => r.at, kind: 'datetime' },
  { header: 'Status', value: (r) => r.status, kind: 'label' },
]

async function* batchesOf<T>(rows: T[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

const rows: Row[] = Array.from({ length: 2_501 }, (_, i) => ({ name: i === 3 ? '=HYPERLINK("x")' : `Shop "${i}", Ikeja`, amount: 250_050 + i, at: '2026-11-02T08:14:27.000Z', status: 'Successful' }))

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and writes formulas as text', () => {
    expect(csvField('Mama Nkechi, Ventures')).toBe('"Mama Nkechi, Ventures"')
    expect(csvField('He said "yes"')).toBe('"He said ""yes"""')
    expect(csvField('line\nbreak')).toBe('"line\nbreak"')
    expect(neutraliseFormula('=1+1')).toBe("'=1+1")
    expect(neutraliseFormula('-5')).toBe("'-5")
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField(null)).toBe('')
  })

  it('streams every row with a BOM, naira with two decimals, Lagos time with its offset and translated words', async () => {
    const response = exportResponse({ format: 'csv', locale: 'fr', filename: 'test', columns, total: rows.length, batches: () => batchesOf(rows, 1000) })
    expect(response.headers.get('x-total-count')).toBe('2501')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="test-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    // The byte order mark, so Excel opens the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n')
    expect(lines[0]).toBe(`${translate('fr', 'Name')},Montant,Date,${translate('fr', 'Status')}`)
    expect(lines.length).toBe(rows.length + 1)
    expect(lines[1]).toBe(`"Shop ""0"", Ikeja",2500.50,2026-11-02T09:14:27+01:00,${translate('fr', 'Successful')}`)
    expect(lines[4]).toMatch(/^"'=HYPERLINK\(""x""\)",/)
  })
})

describe('CSV written by PostgreSQL', () => {
  it('ends its lines with CRLF, a line break inside quotes kept, whichever chunk a quote or a line ends in', () => {
    const copied = 'a,"b\nc",d\n"e ""f"""\n,\n"\n"\n'
    const expected = 'a,"b\nc",d\r\n"e ""f"""\r\n,\r\n"\n"\r\n'
    for (let size = 1; size <= copied.length; size++) {
      const lineEnds = new CsvLineEnds()
      const parts: Buffer[] = []
      for (let at = 0; at < copied.length; at += size) parts.push(lineEnds.convert(Buffer.from(copied.slice(at, at + size))))
      expect(Buffer.concat(parts).toString()).toBe(expected)
    }
  })

  it('writes parameters as literals COPY can take', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'")
    expect(literal('back\\slash')).toBe("E'back\\\\slash'")
    expect(literal(42)).toBe('42')
    expect(literal(new Date('2026-11-02T08:00:00Z'))).toBe("'2026-11-02T08:00:00.000Z'")
    expect(() => literal({})).toThrow()
  })
})

describe('XLSX', () => {
  it('is a workbook with every row, money as numbers in a naira format, times as date cells in Lagos time', async () => {
    const response = exportResponse({ format: 'xlsx', locale: 'en', filename: 'report', columns, total: rows.length, batches: () => batchesOf(rows, 700) })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(rows.length + 1)
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Date (WAT, UTC+01:00)', 'Status'])
    const first = sheet.getRow(2)
    expect(first.getCell(2).value).toBe(2500.5)
    expect(first.getCell(2).numFmt).toBe('"₦"#,##0.00')
    // A real date (Excel sorts and filters it as one), showing Lagos wall time in a date format.
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date)
    expect((first.getCell(3).value as Date).toISOString()).toBe('2026-11-02T09:14:27.000Z')
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    // A text cell, never a formula, in a workbook.
    const formulaLike = sheet.getRow(5).getCell(1)
    expect(formulaLike.value).toBe('=HYPERLINK("x")')
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String)
  })
})

describe('XLSX beyond a sheet', () => {
  it("goes on in a second sheet, with the header again, once a sheet is full (Excel's 1,048,576 rows)", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...rows[0]!, name: `Shop ${i}` }))
    const response = exportResponse({ format: 'xlsx', locale: 'en', filename: 'transactions-of-the-whole-year-2026', columns, total: many.length, batches: () => batchesOf(many, 7), sheetRows: 10 })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['transactions-of-the-whole-year-', 11],
      ['transactions-of-the-whole-y (2)', 11],
      ['transactions-of-the-whole-y (3)', 6],
    ])
    expect(workbook.worksheets[1]!.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Date (WAT, UTC+01:00)', 'Status'])
    expect(workbook.worksheets[1]!.getRow(2).getCell(1).value).toBe('Shop 10')
    expect(workbook.worksheets[2]!.getRow(6).getCell(1).value).toBe('Shop 24')
    expect(XLSX_SHEET_ROWS).toBe(1_048_575)
  })
})

describe('XLSX read back', () => {
  interface Payment {
    name: string | null
    count: number | null
    amount: number | null
    at: string | null
  }
  const paymentColumns: ExportColumn<Payment>[] = [
    { header: 'Name', value: (r) => r.name },
    { header: 'Transactions', value: (r) => r.count, kind: 'number' },
    { header: 'Amount', value: (r) => r.amount, kind: 'money' },
    { header: 'Date', value: (r) => r.at, kind: 'datetime' },
  ]
  const awkward = [`<b>&amp;</b> "Mama's" & sons`, '=HYPERLINK("http://x")', '  padded  ', 'two\nlines\tand a back\\slash', 'bell\x07 rings', 'Ọjà Ìbàdàn — مدفوعات 支付']
  const payments: Payment[] = [
    ...awkward.map((name, i) => ({ name, count: i, amount: 100_000 + i, at: '2026-12-31T23:30:00.000Z' })),
    { name: '', count: null, amount: null, at: null },
    { name: null, count: -3, amount: -250, at: '2026-03-01T00:00:01.999Z' },
  ]

  async function workbookOf(request: { locale?: 'en' | 'ar' | 'zh'; rows?: Payment[]; sheetRows?: number } = {}) {
    const rows = request.rows ?? payments
    const response = exportResponse({
      format: 'xlsx',
      locale: request.locale ?? 'en',
      filename: 'payments',
      columns: paymentColumns,
      total: rows.length,
      batches: () => batchesOf(rows, 4),
      sheetRows: request.sheetRows,
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    return { workbook, parts: readZip(bytes) }
  }

  it('is a well-formed package: every part parses as XML and the content types name each sheet', async () => {
    const { parts } = await workbookOf({ sheetRows: 3 })
    expect([...parts.keys()].sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'docProps/app.xml',
        'docProps/core.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
        'xl/worksheets/sheet2.xml',
        'xl/worksheets/sheet3.xml',
      ].sort(),
    )
    const parser = new new JSDOM('').window.DOMParser()
    for (const [name, bytes] of parts) expect(parser.parseFromString(bytes.toString('utf8'), 'application/xml').getElementsByTagName('parsererror').length, name).toBe(0)
    expect(parts.get('[Content_Types].xml')!.toString()).toContain('PartName="/xl/worksheets/sheet3.xml"')
  })

  it('keeps text as text (markup, quotes, a leading =, spaces at either end, line breaks, backslashes), numbers as numbers and times as Lagos dates', async () => {
    const sheet = (await workbookOf()).workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(payments.length + 1)
    awkward.forEach((name, i) => {
      const cell = sheet.getRow(i + 2).getCell(1)
      // A control character XML cannot hold is left out, as exceljs did.
      expect(cell.value).toBe(name.replace('\x07', ''))
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(sheet.getRow(i + 2).getCell(2).value).toBe(i)
    })
    const first = sheet.getRow(2)
    expect(first.getCell(3).value).toBe(1000)
    expect(first.getCell(3).numFmt).toBe('"₦"#,##0.00')
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date)
    expect((first.getCell(4).value as Date).toISOString()).toBe('2027-01-01T00:30:00.000Z')
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    // No value, no cell: blank, not an empty string or a zero.
    const blank = sheet.getRow(awkward.length + 2)
    expect([1, 2, 3, 4].map((c) => blank.getCell(c).type)).toEqual([ExcelJS.ValueType.Null, ExcelJS.ValueType.Null, ExcelJS.ValueType.Null, ExcelJS.ValueType.Null])
    const negative = sheet.getRow(awkward.length + 3)
    expect([negative.getCell(2).value, negative.getCell(3).value, (negative.getCell(4).value as Date).toISOString()]).toEqual([-3, -2.5, '2026-03-01T01:00:01.999Z'])
  })

  it('writes the headers in Arabic and Chinese', async () => {
    for (const locale of ['ar', 'zh'] as const) {
      const sheet = (await workbookOf({ locale })).workbook.worksheets[0]!
      const words = ['Name', 'Transactions', 'Amount'].map((word) => translate(locale, word))
      expect(words[2]).not.toBe('Amount')
      expect(sheet.getRow(1).values).toEqual([undefined, ...words, `${translate(locale, 'Date')} (WAT, UTC+01:00)`])
    }
  })

  it('writes the header alone in one sheet when there is no row', async () => {
    const { workbook } = await workbookOf({ rows: [] })
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([['payments', 1]])
  })

  it('stops reading the batches when the client goes away', async () => {
    let read = 0
    let closed = false
    async function* endless() {
      try {
        for (;;) {
          read++
          yield Array.from({ length: 1000 }, (_, i) => ({ name: `Shop ${read}-${i}`, count: i, amount: i, at: '2026-11-02T08:14:27.000Z' }))
        }
      } finally {
        closed = true
      }
    }
    const response = exportResponse({ format: 'xlsx', locale: 'en', filename: 'endless', columns: paymentColumns, total: 0, batches: endless })
    const reader = response.body!.getReader()
    while (read < 3) expect((await reader.read()).done).toBe(false)
    await reader.cancel()
    for (let tries = 0; tries < 50 && !closed; tries++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(closed).toBe(true)
    expect(read).toBeLessThan(50)
  })
})

describe('helpers', () => {
  it('reads a paged source to its end', async () => {
    const seen: number[][] = []
    for await (const batch of pagesOf(async (page, size) => Array.from({ length: page < 3 ? size : 2 }, (_, i) => (page - 1) * size + i), 5)) seen.push([...batch])
    expect(seen.flat()).toEqual(Array.from({ length: 12 }, (_, i) => i))
  })

  it('writes instants as Lagos wall time (UTC+1)', () => {
    expect(lagosDateTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01 00:30:00')
    expect(lagosIsoDateTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30:00+01:00')
    // The same instant, said with its offset.
    expect(Date.parse(lagosIsoDateTime('2026-12-31T23:30:00.000Z'))).toBe(Date.parse('2026-12-31T23:30:00.000Z'))
  })

  it('parses catalogs, multi-line entries included, and leaves unknown words as they are', () => {
    const po = 'msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Amount"\nmsgstr "Montant"\n\nmsgid ""\n"Long "\n"text"\nmsgstr ""\n"Texte "\n"long"\n\nmsgctxt "x"\nmsgid "Ctx"\nmsgstr "Non"\n'
    const entries = parsePo(po)
    expect(entries.get('Amount')).toBe('Montant')
    expect(entries.get('Long text')).toBe('Texte long')
    expect(entries.has('Ctx')).toBe(false)
    expect(translate('fr', 'A word nobody translated')).toBe('A word nobody translated')
    expect(translate('ar', 'Amount')).not.toBe('Amount')
  })
})
