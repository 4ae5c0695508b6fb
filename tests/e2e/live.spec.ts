// Live screens: the approvals inbox hears other checkers' decisions and new requests, and the
// dashboard's tiles move as transactions arrive (today's figures in the events themselves), all
// through the event stream, with no reload.
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { seriousViolations } from './support/accessibility'
import { api, apiToken } from './support/platform-api'
import { signIn, signInThroughForm } from './support/sign-in'

/** A Product Group / Create request by the maker, held for approval (as every approvable action is in the demo). */
async function pendingRequest(request: APIRequestContext, name: string): Promise<number> {
  const maker = await apiToken(request, 'maker')
  const products = (await api(request, maker, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')).body.data as { id: number }[]
  const created = await api(request, maker, 'POST', '/pms/api/v1/ProductGroup/Create', { name, productIds: products.slice(0, 2).map((product) => product.id) })
  expect(created.status, JSON.stringify(created.body)).toBe(202)
  return created.body.data.approvalRequestId as number
}

test("another checker's decision and a new request reach the open inbox and drawer at once, without a reload", async ({ page, browser, request }) => {
  const id = await pendingRequest(request, `Live group ${Date.now()}`)
  await signIn(page, 'checker')
  await page.goto(`/approval-management?request=${id}`)
  const drawer = page.getByTestId('approval-request')
  // The first page of a fresh context loads the shell's chunks: given more time than the default.
  await expect(drawer.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 20_000 })
  const loads = { count: 0 }
  page.on('load', () => loads.count++)

  // A request made now shows in the list on screen.
  const later = await pendingRequest(request, `Live group later ${Date.now()}`)
  await expect(page.locator(`tr[data-request-id="${later}"]`)).toBeVisible({ timeout: 20_000 })

  // Another checker, in another browser, approves the open request.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const otherPage = await other.newPage()
    await signIn(otherPage, 'checker2')
    await otherPage.goto(`/approval-management?request=${id}`)
    await otherPage.getByTestId('approval-request').getByRole('button', { name: 'Approve' }).click()
    await otherPage.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
    await expect(otherPage.getByTestId('decision-result')).toBeVisible()
  } finally {
    await other.close()
  }

  await expect(drawer.getByTestId('decided-elsewhere')).toHaveText(/^Approved by \S.* just now$/, { timeout: 20_000 })
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expect(drawer.getByRole('button', { name: 'Reject' })).toHaveCount(0)
  await expect(drawer.getByTestId('approval-status')).toHaveText('Approved')
  await expect(page.locator(`tr[data-request-id="${id}"]`).getByTestId('decided-elsewhere')).toBeVisible()
  expect(loads.count).toBe(0)
  expect(await seriousViolations(page)).toEqual([])

  // Left as it was found: no request of this spec stays pending for the others.
  const checker = await apiToken(request, 'checker')
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Reject?id=${later}`, { reason: 'Made by the live-screens test' })).status).toBe(200)
})

test.describe('the dashboard while transactions arrive', () => {
  // A server of this spec's own: the shared one runs without writes (SIMULATE_RATE=0) because its specs compare figures.
  const port = Number(process.env.E2E_PORT ?? 4173) + 1
  const origin = `http://localhost:${port}`
  const dataDir = `/tmp/backoffice-e2e-live-${process.pid}`
  // With a PostgreSQL of the test's own (LIVE_E2E_DATABASE_URL, a *_test database), the spec writes the transactions itself,
  // as the core system would; without it, the platform's simulator writes them (SIMULATE_RATE).
  const databaseUrl = process.env.LIVE_E2E_DATABASE_URL ?? ''
  let server: ChildProcess | undefined
  let writer: ReturnType<typeof setInterval> | undefined
  let database: pg.Client | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    rmSync(dataDir, { recursive: true, force: true })
    server = spawn('node', ['--import', 'tsx', 'server/src/start.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_TRANSACTIONS: '2000', SKIP_BUILD: '1', SIMULATE_RATE: databaseUrl ? '0' : '5', DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    })
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [500] }).toBe(200)
    if (databaseUrl) {
      database = new pg.Client({ connectionString: databaseUrl })
      await database.connect()
      let written = 0
      writer = setInterval(() => {
        written++
        void database
          ?.query(
            `insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
              super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
            select $1, session_id, 'Successful', product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
              super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, '00', now(), now()
            from transactions order by id desc limit 1`,
            [`LE${String(Date.now()).slice(-10)}${String(written).padStart(6, '0')}`],
          )
          .catch(() => undefined)
      }, 400)
    }
  })

  test.afterAll(async () => {
    clearInterval(writer)
    await database?.end().catch(() => undefined)
    server?.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  })

  test("today's tiles move, with the time they are as of, without a reload", async ({ page }) => {
    await signInThroughForm(page, 'admin', { origin })
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const count = page.getByTestId('stat-value')
    await expect(count).toContainText(/\d transactions/)
    await expect(page.getByTestId('figures-as-of')).toHaveAttribute('data-live', 'true', { timeout: 15_000 })
    const loads = { count: 0 }
    page.on('load', () => loads.count++)
    // Today's figures come with the totals events: the dashboard does not ask for them again.
    const asked: string[] = []
    page.on('request', (request) => void (request.url().includes('/dashms/') && asked.push(new URL(request.url()).pathname)))
    const before = await count.textContent()
    const asOfBefore = await page.getByTestId('figures-as-of').textContent()
    await expect(count).not.toHaveText(before ?? '', { timeout: 20_000 })
    await expect(page.getByTestId('figures-as-of')).not.toHaveText(asOfBefore ?? '')
    await expect(page.getByTestId('figures-as-of')).toHaveText(/^Live: figures as of \d/)
    expect(loads.count).toBe(0)
    expect(asked).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  })
})
