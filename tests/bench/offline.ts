// npm run bench:offline: 100 approvals through a real Chromium and the PWA's service worker, with
// random network drops (also while a decision is in flight), page reloads offline and online and
// one session expiry, then the server is asked what happened: applied, lost and duplicated
// (target 100 / 0 / 0), and how long the queue took to sync after the final reconnect.
//
// BENCH_APPROVALS (default 100), BENCH_SEED (the script of drops and reloads), BENCH_HEADED=1,
// CHROMIUM_PATH (default /usr/bin/chromium) tune it.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { startNetworkSwitch, type NetworkSwitch } from '../e2e/support/network-switch.ts'
import { makePlan, prng, type Step } from './plan.ts'
import { buildIfNeeded, password, startSandbox, type ApiClient, type Sandbox } from './sandbox.ts'

const approvals = Number(process.env.BENCH_APPROVALS ?? 100)
const seed = Number(process.env.BENCH_SEED ?? 20261122)
const syncTimeoutMs = 120_000
const checker = 'checker'
/** A decision still spinning after this long is 'stuck': the page is reloaded, as a user would. */
const stuckAfterMs = 15_000

type Outcome = 'applied' | 'queued' | 'error' | 'stuck'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const elapsed = (since: number) => Math.round(performance.now() - since)

interface Counters {
  attempted: number
  answeredApplied: number
  answeredQueued: number
  answeredError: number
  answeredStuck: number
  madeOffline: number
  uiFailures: number
  drops: number
  dropsInFlight: number
  reconnects: number
  reloadsOffline: number
  reloadsOnline: number
  tokenExpiries: number
  sessionExpiredDialogs: number
  /** While signed out after the expiry: decisions waiting on the device, and still pending on the server. */
  heldDuringExpiry: string
  signIns: number
}

// ---- Test data: independent pending requests made by maker through the API ----------------------

interface Named {
  id: number
  name: string
}

/** Maker-checker on Product Group / Create (Supervisor role), then `count` product groups by maker. */
async function createPendingRequests(api: ApiClient, count: number, tag: string): Promise<number[]> {
  const permissions = (await api.as<{ permissionId: number; groupName: string; shortName: string }[]>('admin', 'GET', '/ums/api/v1/Roles/getPermissions')).data
  const permission = permissions.find((p) => p.groupName === 'Product Group' && p.shortName === 'Create')
  const roles = (await api.as<Named[]>('admin', 'GET', '/ums/api/v1/Roles/getAll?ClientType=Admin')).data
  const supervisor = roles.find((r) => r.name === 'Supervisor')
  if (!permission || !supervisor) throw new Error('Product Group / Create permission or Supervisor role missing')
  await api.as('admin', 'POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { permissionId: permission.permissionId, roleIds: [supervisor.id], enabled: true })

  const products = (await api.as<{ id: number }[]>('admin', 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')).data.map((p) => p.id)
  if (products.length < 2) throw new Error('fewer than two products seeded')
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const productIds = [products[i % products.length]!, products[(i + 1) % products.length]!]
    const created = await api.as<{ approvalRequestId?: number }>(
      'maker',
      'POST',
      '/pms/api/v1/ProductGroup/Create',
      { name: `Offline bench ${tag} group ${String(i + 1).padStart(3, '0')}`, description: 'Made by npm run bench:offline', productIds },
      (status) => status === 202,
    )
    const id = created.data.approvalRequestId
    if (typeof id !== 'number') throw new Error(`product group ${i + 1}: no approval request id in ${JSON.stringify(created)}`)
    ids.push(id)
  }
  return ids
}

// ---- The browser -------------------------------------------------------------------------------

class Tablet {
  online = true

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    readonly net: NetworkSwitch,
  ) {}

  async goOffline(): Promise<void> {
    this.net.down()
    await this.context.setOffline(true)
    this.online = false
  }

  async goOnline(): Promise<void> {
    this.net.up()
    await this.context.setOffline(false)
    this.online = true
  }

  /** The signed-in shell is shown and the service worker controls the page. */
  async ready(): Promise<void> {
    await this.page.getByTestId('user-menu').waitFor({ state: 'visible' })
    await this.page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  }

  async signIn(username: string): Promise<void> {
    const { page } = this
    if (!/\/auth\/login/.test(page.url())) await page.goto(`${this.net.origin}/auth/login?auth=login`)
    await page.getByLabel('Username').fill(username)
    await page.getByRole('textbox', { name: 'Password' }).fill(password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.getByTestId('user-menu').waitFor({ state: 'visible' })
    // The service worker must control the page before the network can go.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
    await this.ready()
  }

  async reload(): Promise<void> {
    await this.page.reload()
    await this.ready()
  }

  /**
   * The request in its drawer, with its details loaded (from the network or the kept cache). Once
   * the approvals page is loaded, the request is opened in the page (client-side navigation, as
   * when a row of the list is clicked); reloads are separate, scripted events.
   */
  async open(id: number): Promise<void> {
    const path = `/approval-management?status=Pending&request=${id}`
    if (new URL(this.page.url()).pathname === '/approval-management') {
      await this.page.evaluate((url) => {
        history.pushState(history.state, '', url)
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      }, path)
    } else {
      await this.page.goto(`${this.net.origin}${path}`)
    }
    const drawer = this.page.getByTestId('approval-request')
    await drawer.getByText(`Request #${id}`, { exact: true }).first().waitFor()
    await drawer.getByTestId('approval-request-details').waitFor()
  }

  /** The session-expired dialog, if shown, is acknowledged (the app goes to sign-in). */
  async acknowledgeExpiry(timeout = 0): Promise<boolean> {
    const dialog = this.page.getByTestId('session-expired-dialog')
    try {
      await dialog.waitFor({ state: 'visible', timeout: Math.max(timeout, 1) })
    } catch {
      return false
    }
    await dialog.getByRole('button', { name: 'Ok' }).click()
    await this.page.waitForURL(/\/auth\/login/)
    return true
  }

  /** Approve through the drawer and its confirm dialog, as a checker would. */
  async approve(id: number, dropInFlight: (() => Promise<void>) | null): Promise<{ outcome: Outcome; text: string }> {
    await this.open(id)
    const { page } = this
    await page.getByTestId('approval-request').getByRole('button', { name: 'Approve', exact: true }).click()
    await page.getByTestId('approve-dialog').getByRole('button', { name: 'Approve', exact: true }).click()
    if (dropInFlight) await dropInFlight()
    const result = page.getByTestId('decision-result')
    const error = page.getByTestId('decision-error')
    try {
      await result.or(error).first().waitFor({ timeout: stuckAfterMs })
    } catch {
      // Still sending: the confirm dialog spins (seen when the network drops right after the click).
      if (await page.getByTestId('approve-dialog').isVisible()) return { outcome: 'stuck', text: `no answer shown after ${stuckAfterMs} ms` }
      throw new Error(`request #${id}: neither a result nor an error was shown`)
    }
    if (await error.isVisible()) return { outcome: 'error', text: await error.innerText() }
    const text = await result.innerText()
    return { outcome: text.includes('saved on this device') ? 'queued' : 'applied', text }
  }

  /** Decisions in the device's outbox by status, and the banner's tone. */
  async outbox(): Promise<{ counts: Record<string, number>; tone: string | null }> {
    return this.page.evaluate(async () => {
      const tone = document.querySelector('[data-testid="sync-banner"]')?.getAttribute('data-tone') ?? null
      const counts = await new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('agent-banking-offline')
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('decisions')) {
            db.close()
            resolve({})
            return
          }
          const all = db.transaction('decisions', 'readonly').objectStore('decisions').getAll()
          all.onerror = () => reject(all.error ?? new Error('getAll failed'))
          all.onsuccess = () => {
            const byStatus: Record<string, number> = {}
            for (const item of all.result as { status: string }[]) byStatus[item.status] = (byStatus[item.status] ?? 0) + 1
            db.close()
            resolve(byStatus)
          }
        }
      })
      return { counts, tone }
    })
  }
}

// ---- The server's view -------------------------------------------------------------------------

async function pendingAmong(api: ApiClient, ids: Set<number>): Promise<number> {
  const page = await api.as<{ id: number }[]>('admin', 'GET', '/apms/api/v1/Approval?Status=Pending&PageSize=500')
  return page.data.filter((row) => ids.has(row.id)).length
}

function lagosDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

interface AuditRow {
  username: string
  eventType: string
  description: string
}

/** Approve and Reject audit records since the run started, grouped by approval request id. */
async function decisionAudit(api: ApiClient, since: Date): Promise<Map<number, AuditRow[]>> {
  const byRequest = new Map<number, AuditRow[]>()
  for (const eventType of ['Approve', 'Reject']) {
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await api.as<AuditRow[]>('admin', 'GET', `/aud/api/v1/AuditTrail?EventType=${eventType}&StartDate=${lagosDate(since)}&PageSize=500&PageNumber=${pageNumber}`)
      for (const row of page.data) {
        const match = /approval request (\d+):/.exec(row.description)
        if (!match) continue
        const id = Number(match[1])
        byRequest.set(id, [...(byRequest.get(id) ?? []), row])
      }
      if (pageNumber >= (page.totalPages ?? 1) || page.data.length === 0) break
    }
  }
  return byRequest
}

// ---- The run -----------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = performance.now()
  const runStart = new Date()
  const plan = makePlan(approvals, seed)
  const jitter = prng(seed ^ 0x5eed)
  const counters: Counters = {
    attempted: 0,
    answeredApplied: 0,
    answeredQueued: 0,
    answeredError: 0,
    answeredStuck: 0,
    madeOffline: 0,
    uiFailures: 0,
    drops: 0,
    dropsInFlight: 0,
    reconnects: 0,
    reloadsOffline: 0,
    reloadsOnline: 0,
    tokenExpiries: 0,
    sessionExpiredDialogs: 0,
    heldDuringExpiry: '',
    signIns: 0,
  }
  const failures: string[] = []

  buildIfNeeded()
  let sandbox: Sandbox | undefined
  let net: NetworkSwitch | undefined
  let browser: Browser | undefined
  const onSignal = () => {
    void (async () => {
      await browser?.close().catch(() => undefined)
      await net?.close().catch(() => undefined)
      await sandbox?.stop().catch(() => undefined)
      process.exit(130)
    })()
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    console.info(`bench:offline: ${approvals} approvals, seed ${seed}; starting the sandbox (SEED_TRANSACTIONS=2000)…`)
    sandbox = await startSandbox({ seedTransactions: 2000 })
    const { api } = sandbox
    const ids = await createPendingRequests(api, approvals, runStart.toISOString().slice(11, 19).replace(/:/g, ''))
    const idSet = new Set(ids)
    console.info(`${ids.length} pending product-group requests by maker (#${ids[0]}–#${ids.at(-1)}); ${elapsed(started)} ms so far`)

    net = await startNetworkSwitch(sandbox.port)
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: process.env.BENCH_HEADED !== '1',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    })
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    context.setDefaultTimeout(30_000)
    const page = await context.newPage()
    const tablet = new Tablet(page, context, net)

    await tablet.signIn(checker)
    counters.signIns++
    const warm = performance.now()
    for (const id of ids) await tablet.open(id) // seen once online: readable offline
    console.info(`signed in as ${checker}; opened the ${ids.length} requests online in ${elapsed(warm)} ms`)

    const loop = performance.now()
    let aborted = false
    const outcomes = new Map<number, Outcome>()
    // Nothing may be sent with the expired session: what waits on the device is still pending.
    const held = async () => {
      const { counts } = await tablet.outbox()
      const queuedIds = new Set([...outcomes].filter(([, outcome]) => outcome === 'queued').map(([id]) => id))
      return `${(counts.queued ?? 0) + (counts.sending ?? 0)} waiting on the device, ${await pendingAmong(api, queuedIds)} of the queued still pending on the server`
    }
    for (const step of plan) {
      const id = ids[step.index]!
      try {
        outcomes.set(id, await runStep(tablet, step, id, counters, jitter, held))
      } catch (error) {
        counters.uiFailures++
        const shot = join(mkdtempSync(join(tmpdir(), 'bench-offline-shot-')), `step-${step.index}.png`)
        await page.screenshot({ path: shot }).catch(() => undefined)
        failures.push(`step ${step.index} (request #${id}): ${(error as Error).message.split('\n')[0]} [${shot}]`)
        console.warn(`  ! ${failures.at(-1)}`)
        // Back to a known state: the shell, signed in; the network stays as the plan says.
        try {
          await tablet.acknowledgeExpiry()
          if (/\/auth\/login/.test(page.url())) {
            await tablet.signIn(checker)
            counters.signIns++
          } else await tablet.reload()
        } catch (again) {
          failures.push(`recovery after step ${step.index} failed, approvals stopped: ${(again as Error).message.split('\n')[0]}`)
          console.warn(`  ! ${failures.at(-1)}`)
          aborted = true
          break
        }
      }
      if ((step.index + 1) % 10 === 0) {
        console.info(`  ${step.index + 1}/${plan.length} approvals (${tablet.online ? 'online' : 'offline'}), ${counters.answeredQueued} queued so far, ${elapsed(loop)} ms`)
      }
    }
    const approvalsMs = elapsed(loop)

    // The final reconnect: the queue kept through drops, reloads and the expiry must now sync.
    if (tablet.online) await tablet.goOffline()
    const beforeReconnect = await tablet.outbox()
    const pendingBefore = await pendingAmong(api, idSet)
    const reconnect = performance.now()
    await tablet.goOnline()
    counters.reconnects++
    let serverSyncedMs: number | null = null
    let outboxDrainedMs: number | null = null
    let bannerSyncedMs: number | null = null
    let lastPending = pendingBefore
    while (performance.now() - reconnect < syncTimeoutMs) {
      if (serverSyncedMs === null) {
        lastPending = await pendingAmong(api, idSet)
        if (lastPending === 0) serverSyncedMs = elapsed(reconnect)
      }
      const { counts, tone } = await tablet.outbox()
      if (outboxDrainedMs === null && !counts.queued && !counts.sending) outboxDrainedMs = elapsed(reconnect)
      if (bannerSyncedMs === null && tone === 'synced') bannerSyncedMs = elapsed(reconnect)
      if (serverSyncedMs !== null && outboxDrainedMs !== null && bannerSyncedMs !== null) break
      // The outbox is empty yet requests stay pending: give the server 5 s, then count them lost.
      if (outboxDrainedMs !== null && serverSyncedMs === null && elapsed(reconnect) - outboxDrainedMs > 5_000) break
      if (serverSyncedMs !== null && outboxDrainedMs !== null && elapsed(reconnect) - Math.max(serverSyncedMs, outboxDrainedMs) > 10_000) break
      await sleep(100)
    }
    const afterSync = await tablet.outbox()

    // ---- Verification with the server -----------------------------------------------------------
    let applied = 0
    let rejected = 0
    let decidedByOthers = 0
    const approved = new Set<number>()
    const errorsShown: string[] = []
    const stuckShown: string[] = []
    for (const id of ids) {
      const detail = (await api.as<{ status: string; decidedBy: { username: string } | null }>('admin', 'GET', `/apms/api/v1/Approval/${id}`)).data
      if (detail.status === 'Approved') approved.add(id)
      if (detail.status === 'Approved') applied++
      if (outcomes.get(id) === 'error') errorsShown.push(`#${id} ${detail.status}`)
      if (outcomes.get(id) === 'stuck') stuckShown.push(`#${id} ${detail.status}`)
      if (detail.status === 'Rejected') rejected++
      if (detail.decidedBy && detail.decidedBy.username !== checker) decidedByOthers++
    }
    const audit = await decisionAudit(api, runStart)
    let duplicated = 0
    let appliedWithoutAudit = 0
    let auditedByOthers = 0
    for (const id of ids) {
      const rows = audit.get(id) ?? []
      if (rows.length > 1) duplicated++
      if (rows.length === 0 && approved.has(id)) appliedWithoutAudit++
      if (rows.some((row) => row.username !== checker)) auditedByOthers++
    }
    const lost = ids.length - applied

    const rows: [string, string | number][] = [
      ['approvals attempted', counters.attempted],
      ['  answered applied (online)', counters.answeredApplied],
      ['  answered queued (kept on the device)', counters.answeredQueued],
      ['  answered with an error (server now says)', errorsShown.length ? `${counters.answeredError} (${errorsShown.join(', ')})` : 0],
      [`  still sending after ${stuckAfterMs / 1000} s (server now says)`, stuckShown.length ? `${counters.answeredStuck} (${stuckShown.join(', ')})` : 0],
      ['  made with the network down', counters.madeOffline],
      ['  UI steps that failed', counters.uiFailures],
      ['network drops', counters.drops],
      ['  of which mid-decision (in flight)', counters.dropsInFlight],
      ['reconnects (incl. the final one)', counters.reconnects],
      ['page reloads offline / online', `${counters.reloadsOffline} / ${counters.reloadsOnline}`],
      ['token expiries', counters.tokenExpiries],
      ['  session-expired dialogs shown', counters.sessionExpiredDialogs],
      ['  held while signed out', counters.heldDuringExpiry || '—'],
      ['sign-ins as checker', counters.signIns],
      ['queued at the final reconnect (device)', beforeReconnect.counts.queued ?? 0],
      ['pending at the final reconnect (server)', pendingBefore],
      ['applied (server: Approved)', applied],
      ['lost (not Approved)', lost],
      ['duplicated (>1 Approve/Reject record)', duplicated],
      ['decided by someone other than checker', Math.max(decidedByOthers, auditedByOthers)],
      ['rejected (server)', rejected],
      ['applied without an audit record', appliedWithoutAudit],
      ['device outbox after sync', JSON.stringify(afterSync.counts)],
      ['reconnect → all Approved on server (ms)', serverSyncedMs ?? `not within ${syncTimeoutMs} ms (${lastPending} pending)`],
      ['reconnect → device outbox empty (ms)', outboxDrainedMs ?? 'never'],
      ['reconnect → banner "synced" (ms)', bannerSyncedMs ?? 'not seen'],
      ['approvals phase (ms)', approvalsMs],
      ['total time (ms)', elapsed(started)],
    ]
    const width = Math.max(...rows.map(([label]) => label.length))
    console.info(`\nbench:offline — seed ${seed}`)
    console.info('─'.repeat(width + 14))
    for (const [label, value] of rows) console.info(`${label.padEnd(width)}  ${String(value)}`)
    console.info('─'.repeat(width + 14))
    console.info(`applied / lost / duplicated: ${applied} / ${lost} / ${duplicated}   (target: ${ids.length} / 0 / 0)`)
    if (failures.length) console.info(`\nUI failures:\n${failures.map((f) => `  ${f}`).join('\n')}`)

    const ok = !aborted && lost === 0 && duplicated === 0 && decidedByOthers === 0 && auditedByOthers === 0
    console.info(ok ? '\nPASS' : '\nFAIL')
    return ok ? 0 : 1
  } finally {
    await browser?.close().catch(() => undefined)
    await net?.close().catch(() => undefined)
    await sandbox?.stop().catch(() => undefined)
  }
}

async function runStep(tablet: Tablet, step: Step, id: number, counters: Counters, jitter: () => number, held: () => Promise<string>): Promise<Outcome> {
  for (const event of step.before) {
    if (event === 'drop') {
      await tablet.goOffline()
      counters.drops++
      console.info(`  [${step.index}] network down`)
    } else if (event === 'reconnect') {
      await tablet.goOnline()
      counters.reconnects++
      console.info(`  [${step.index}] network back`)
    } else if (event === 'reconnect-expired') {
      await expireSessionAndReconnect(tablet, counters, held)
      console.info(`  [${step.index}] network back with the session expired; signed in again`)
    } else {
      await tablet.reload()
      if (tablet.online) counters.reloadsOnline++
      else counters.reloadsOffline++
      console.info(`  [${step.index}] reload (${tablet.online ? 'online' : 'offline'})`)
    }
  }
  await sleep(Math.round(jitter() * 120)) // a little human think time
  counters.attempted++
  if (!tablet.online) counters.madeOffline++
  const drop = step.dropInFlight
    ? async () => {
        await sleep(Math.round(jitter() * 25))
        await tablet.goOffline()
        counters.drops++
        counters.dropsInFlight++
      }
    : null
  const result = await tablet.approve(id, drop)
  if (drop) console.info(`  [${step.index}] network down while the decision was in flight → ${result.outcome}`)
  if (result.outcome === 'applied') counters.answeredApplied++
  else if (result.outcome === 'queued') counters.answeredQueued++
  else if (result.outcome === 'error') {
    counters.answeredError++
    console.warn(`  [${step.index}] request #${id}: the page showed an error: ${result.text}`)
  } else {
    counters.answeredStuck++
    console.warn(`  [${step.index}] request #${id}: still sending, ${result.text}; reloading the page`)
    await tablet.reload()
  }
  return result.outcome
}

/** The tokens go bad while offline; on reconnect the platform refuses them and the checker signs in again. */
async function expireSessionAndReconnect(tablet: Tablet, counters: Counters, held: () => Promise<string>): Promise<void> {
  const { page } = tablet
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.eyJzdWIiOiIwIn0.x')
    localStorage.setItem('refreshToken', 'revoked-refresh-token-000000')
  })
  counters.tokenExpiries++
  await tablet.goOnline()
  counters.reconnects++
  await page.reload()
  // The platform refuses the old session: the user is told, then signs in again (the dialog may
  // open over the sign-in page once the app has noticed).
  if (await tablet.acknowledgeExpiry(20_000)) counters.sessionExpiredDialogs++
  counters.heldDuringExpiry = await held()
  await tablet.signIn(checker)
  counters.signIns++
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
