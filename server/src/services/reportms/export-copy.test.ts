// The CSV PostgreSQL writes itself (COPY) is the CSV the platform writes from the batches, byte for
// byte: headers and words translated, naira, Lagos times, quoting, the formula guard, CRLF, the BOM.
// So are the XLSX's sheets (the rows' XML written by PostgreSQL), read back as a workbook too.
// Runs on PostgreSQL only (DATABASE_URL, as .ci/run sets it), in a database of its own, dropped after.
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { copyOut } from '../../db/copy-out.ts'
import type * as CopyOut from '../../db/copy-out.ts'

import { exportResponse, type ExportFormat } from '../../platform/export.ts'
import { dayRange } from '../../platform/period.ts'
import { translate, type ExportLocale } from '../../platform/translations.ts'
import { readZip } from '../../platform/zip.ts'
import { createTestApp, type TestApp } from '../../testing.ts'
import { transactionColumns } from './export-handlers.ts'
import * as repo from './repository.ts'

// Seen, to know that the endpoint's file came from COPY and not from the batches.
vi.mock('../../db/copy-out.ts', async (original) => {
  const module = await original<typeof CopyOut>()
  return { ...module, copyOut: vi.fn(module.copyOut) }
})

const url = process.env.DATABASE_URL
if (!url) console.info('COPY export test not run: set DATABASE_URL to a PostgreSQL server (source .ci/postgres.sh).')

describe.runIf(url)('CSV written by PostgreSQL (COPY)', () => {
  const name = `export_copy_${process.pid}`
  const admin = () => new pg.Client({ connectionString: url })
  let t: TestApp

  beforeAll(async () => {
    const client = admin()
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
    await client.end()
    const target = new URL(url!)
    target.pathname = `/${name}`
    t = await createTestApp({ databaseUrl: target.toString(), seed: { transactions: 2_500, merchants: 20, agents: 60 } })
    // What a CSV writer gets wrong: quotes, commas, line breaks inside a field, formulas, blanks, other scripts, backslashes.
    const awkward = [
      'He said "pay", then left',
      'two\nlines',
      'windows\r\nline',
      '=HYPERLINK("http://x")',
      '-5 naira',
      '+234',
      '@SUM(A1)',
      '\tindented',
      '',
      'Ọjà Ìbàdàn — مدفوعات 支付',
      'back\\slash "\\N"',
      '"',
      '<b>&amp;</b> & sons',
      '  padded  ',
      'bell\x07 rings',
    ]
    const db = t.handle.db
    const ids = ((await db.execute(sql`select id from transactions order by created_at desc, id desc limit ${awkward.length * 3}`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id)
    for (const [i, text] of awkward.entries()) {
      await db.execute(sql`update transactions set narration = ${text}, debit_account_number = ${i % 2 ? '' : text} where id = ${ids[i]!}`)
      await db.execute(sql`update transactions set destination_bank_code = ${i % 2 ? '' : '999'} where id = ${ids[awkward.length + i]!}`)
    }
    await db.execute(sql`update transactions set reference = ${"O'B\\X-1"} where id = ${ids[2 * awkward.length]!}`)
    await db.execute(sql`update merchants set business_name = ${'Mama "Nkechi", Ventures'} where id = (select merchant_id from transactions where id = ${ids[0]!})`)
    await db.execute(sql`update agents set first_name = ${'=cmd'}, last_name = ${'Ọlá'} where id = (select agent_id from transactions where id = ${ids[1]!})`)
  }, 120_000)

  afterAll(async () => {
    await t?.close()
    const client = admin()
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  })

  /** The file of the filter, written by PostgreSQL (copy) or from the keyset batches. */
  async function file(filter: repo.TransactionFilter, locale: ExportLocale, copy: boolean, format: ExportFormat = 'csv', sheetRows?: number): Promise<Buffer> {
    const db = t.handle.db
    const response = exportResponse({
      format,
      sheetRows,
      locale,
      filename: 'transactions',
      columns: transactionColumns,
      total: 0,
      db,
      batches: () => repo.transactionBatches(db, filter, 700),
      ...(copy ? { copy: repo.transactionCopySource(filter) } : {}),
    })
    return Buffer.from(await response.arrayBuffer())
  }

  it('writes the same bytes as the batches, in every locale', async () => {
    expect(t.handle.kind).toBe('postgres')
    const all: repo.TransactionFilter = { range: dayRange(undefined, undefined) }
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const [copied, written] = [await file(all, locale, true), await file(all, locale, false)]
      expect(copied.length).toBeGreaterThan(2_500 * 100)
      expect(copied.toString('utf8')).toBe(written.toString('utf8'))
      expect(copied.equals(written)).toBe(true)
    }
    const text = (await file(all, 'en', true)).toString('utf8')
    expect(text).toContain('"He said ""pay"", then left"')
    expect(text).toContain('"two\nlines"')
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(text).toContain("'-5 naira")
  })

  it('writes the same bytes for a filtered set, a reference with a quote and a backslash among the filters', async () => {
    const filters: repo.TransactionFilter[] = [
      { Status: 'Failed', range: dayRange(undefined, undefined) },
      { Channel: 'Mobile', range: dayRange('2026-01-01', undefined) },
      { TransactionReference: "o'b\\x-1", range: dayRange(undefined, undefined) },
      { TransactionReference: "nobody'; drop table transactions; --", range: dayRange(undefined, undefined) },
    ]
    for (const filter of filters) {
      const [copied, written] = [await file(filter, 'fr', true), await file(filter, 'fr', false)]
      expect(copied.toString('utf8')).toBe(written.toString('utf8'))
    }
    expect((await file(filters[2]!, 'en', true)).toString('utf8').split('\r\n')[1]).toMatch(/^O'B\\X-1,/)
  })

  /** The workbook's parts, its modification times aside (the core properties). */
  const parts = (xlsx: Buffer) => new Map([...readZip(xlsx)].filter(([name]) => name !== 'docProps/core.xml'))

  it('writes the same sheets as the batches, in every locale, a sheet past sheetRows included', async () => {
    const all: repo.TransactionFilter = { range: dayRange(undefined, undefined) }
    for (const locale of ['en', 'fr', 'ar', 'zh'] as const) {
      const [copied, written] = [parts(await file(all, locale, true, 'xlsx', 1_000)), parts(await file(all, locale, false, 'xlsx', 1_000))]
      expect([...copied.keys()]).toContain('xl/worksheets/sheet3.xml')
      expect([...copied.keys()]).toEqual([...written.keys()])
      for (const [name, bytes] of copied) expect(bytes.toString('utf8'), name).toBe(written.get(name)!.toString('utf8'))
    }
  })

  it('writes a workbook whose text stays text, money and times numbers, in the language asked', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await file({ range: dayRange(undefined, undefined) }, 'ar', true, 'xlsx')) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(2_501)
    expect(sheet.getRow(1).getCell(1).value).toBe(translate('ar', 'Reference'))
    expect(sheet.getRow(1).getCell(2).value).toBe(`${translate('ar', 'Date')} (WAT, UTC+01:00)`)
    const narrations = new Map<unknown, ExcelJS.Cell>()
    sheet.eachRow((row) => narrations.set(row.getCell(15).value, row.getCell(15)))
    for (const text of ['=HYPERLINK("http://x")', 'two\nlines', 'windows\r\nline', '<b>&amp;</b> & sons', '  padded  ', 'back\\slash "\\N"', 'bell rings']) {
      expect(narrations.get(text)?.type, text).toBe(ExcelJS.ValueType.String)
    }
    const [db] = [t.handle.db]
    const newest = ((await db.execute(sql`select amount, created_at from transactions order by created_at desc, id desc limit 1`)) as unknown as { rows: { amount: string; created_at: string }[] })
      .rows[0]!
    const first = sheet.getRow(2)
    expect(first.getCell(11).value).toBe(Number(newest.amount) / 100)
    expect(first.getCell(11).numFmt).toBe('"₦"#,##0.00')
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date)
    // Lagos wall time, to the second the format shows.
    expect((first.getCell(2).value as Date).toISOString().slice(0, 19)).toBe(new Date(Date.parse(String(newest.created_at)) + 3_600_000).toISOString().slice(0, 19))
  })

  it('writes the header alone when no row matches, and the same sheets for filtered sets', async () => {
    const nobody: repo.TransactionFilter = { TransactionReference: 'nobody', range: dayRange(undefined, undefined) }
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await file(nobody, 'zh', true, 'xlsx')) as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([1])
    const filters: repo.TransactionFilter[] = [nobody, { Status: 'Failed', range: dayRange(undefined, undefined) }, { TransactionReference: "o'b\\x-1", range: dayRange(undefined, undefined) }]
    for (const filter of filters) {
      const [copied, written] = [parts(await file(filter, 'fr', true, 'xlsx')), parts(await file(filter, 'fr', false, 'xlsx'))]
      expect(copied.get('xl/worksheets/sheet1.xml')!.toString('utf8')).toBe(written.get('xl/worksheets/sheet1.xml')!.toString('utf8'))
    }
  })

  it.each(['csv', 'xlsx'] as const)('stops the COPY and closes its connection when the client goes away, the pool still serving (%s)', async (format) => {
    const db = t.handle.db
    const filter: repo.TransactionFilter = { range: dayRange(undefined, undefined) }
    const response = exportResponse({
      format,
      locale: 'en',
      filename: 't',
      columns: transactionColumns,
      total: 0,
      db,
      batches: () => repo.transactionBatches(db, filter),
      copy: repo.transactionCopySource(filter),
    })
    const reader = response.body!.getReader()
    // Past the workbook's first bytes, into the rows.
    for (let bytes = 0; bytes < 20_000;) bytes += (await reader.read()).value!.length
    await reader.cancel()
    const copying = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'COPY (select%' and pid <> pg_backend_pid()`)) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]!.n
    for (let tries = 0; tries < 50 && (await copying()) > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await copying()).toBe(0)
    expect((await file({ Status: 'Failed', range: filter.range }, 'en', true)).length).toBeGreaterThan(100)
  })

  it('answers the transaction report export from COPY with the same bytes', async () => {
    const token = await t.login('admin')
    vi.mocked(copyOut).mockClear()
    const answered = Buffer.from(await (await t.raw('GET', '/reportms/api/v1/TransactionReport/Export?Locale=fr&Status=Successful', { token })).arrayBuffer())
    const written = await file({ Status: 'Successful', range: dayRange(undefined, undefined) }, 'fr', false)
    expect(answered.equals(written)).toBe(true)
    expect(vi.mocked(copyOut)).toHaveBeenCalledTimes(1)
    expect(await vi.mocked(copyOut).mock.results[0]!.value).not.toBeNull()
  })

  it('answers the transaction report XLSX export from COPY with the same sheet', async () => {
    const token = await t.login('admin')
    vi.mocked(copyOut).mockClear()
    const answered = parts(Buffer.from(await (await t.raw('GET', '/reportms/api/v1/TransactionReport/Export?Format=xlsx&Locale=fr&Status=Successful', { token })).arrayBuffer()))
    const written = parts(await file({ Status: 'Successful', range: dayRange(undefined, undefined) }, 'fr', false, 'xlsx'))
    expect(answered.get('xl/worksheets/sheet1.xml')!.equals(written.get('xl/worksheets/sheet1.xml')!)).toBe(true)
    expect(vi.mocked(copyOut).mock.calls[0]![2]).toBe('text')
    expect(await vi.mocked(copyOut).mock.results[0]!.value).not.toBeNull()
  })
})
