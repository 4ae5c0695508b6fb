// The live event stream through HTTP: who hears what, resuming with Last-Event-ID, reset, heartbeats
// and the end of a session.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { liveEvents } from '../../platform/live-events.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'
import { streamTiming } from './events.ts'

const STREAM = '/admin/api/v1/Events/stream'

let t: TestApp
const tokens: Record<string, string> = {}
const token = (user: string) => tokens[user] ?? null
let productIds: number[] = []

interface Frame {
  id?: string
  event?: string
  data?: unknown
  comment?: string
}

/** An open stream read frame by frame: `until` waits for a frame the test expects, or fails after a while. */
async function open(token: string | null, headers: Record<string, string> = {}) {
  const response = await t.raw('GET', STREAM, { token, headers })
  const frames: Frame[] = []
  let closed = false
  let buffer = ''
  const reader = response.body?.getReader()
  const decoder = new TextDecoder()
  const pump = (async () => {
    if (!reader || response.status !== 200) return
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }))
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const frame: Frame = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) frame.comment = line.slice(1).trim()
          else if (line.startsWith('id: ')) frame.id = line.slice(4)
          else if (line.startsWith('event: ')) frame.event = line.slice(7)
          else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6))
        }
        frames.push(frame)
      }
    }
    closed = true
  })()
  const until = async (test: (frames: Frame[]) => boolean, timeoutMs = 5_000) => {
    const started = Date.now()
    while (!test(frames)) {
      if (Date.now() - started > timeoutMs) throw new Error(`No such frame in ${JSON.stringify(frames)}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  return {
    response,
    frames,
    until,
    events: (type: string) => frames.filter((frame) => frame.event === type),
    isClosed: () => closed,
    async close() {
      await reader?.cancel().catch(() => undefined)
      await pump
    },
  }
}

let made = 0
/** A pending Product Group / Create request by the maker (maker-checker configured in beforeAll). */
async function pendingRequest(): Promise<number> {
  made++
  const response = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: token('maker'), body: { name: `Live test group ${made}`, productIds: productIds.slice(0, 2) } })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return response.body.data.approvalRequestId as number
}

beforeAll(async () => {
  streamTiming.heartbeatMs = 150
  t = await createTestApp({ seed: { transactions: 200 } })
  for (const user of ['admin', 'maker', 'checker', 'support']) tokens[user] = await t.login(user)
  productIds = ((await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100', { token: tokens.admin })).body.data as { id: number }[]).map((p) => p.id)
  const permissions = (await t.request('GET', '/ums/api/v1/Roles/getPermissions', { token: tokens.admin })).body.data as { permissionId: number; groupName: string; shortName: string }[]
  const roles = (await t.request('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', { token: tokens.admin })).body.data as { id: number; name: string }[]
  const permission = permissions.find((p) => p.groupName === 'Product Group' && p.shortName === 'Create')!
  const roleIds = roles.filter((r) => r.name === 'Supervisor' || r.name === 'Super Admin').map((r) => r.id)
  const configured = await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: tokens.admin, body: { permissionId: permission.permissionId, roleIds, enabled: true } })
  expect(configured.status).toBe(200)
})
afterAll(async () => {
  streamTiming.heartbeatMs = 15_000
  await t?.close()
})

describe('the event stream', () => {
  it('needs a session', async () => {
    const stream = await open(null)
    expect(stream.response.status).toBe(401)
  })

  it('sends an approval request created and decided, with who decided, to those who may view approvals', async () => {
    const admin = await open(token('admin'))
    expect(admin.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const id = await pendingRequest()
    await admin.until((frames) => frames.some((f) => f.event === 'approval' && (f.data as { id: number }).id === id))
    expect((await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.checker })).status).toBe(200)
    await admin.until((frames) => frames.some((f) => f.event === 'approval' && (f.data as { status: string }).status === 'Approved'))
    const decided = admin.events('approval').find((f) => (f.data as { status: string }).status === 'Approved')
    expect(decided?.data).toMatchObject({ id, status: 'Approved', decidedBy: { fullName: expect.stringMatching(/\S/) as string } })
    expect((decided?.data as { decidedAt: string }).decidedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(decided?.id).toMatch(/^[a-z0-9]+-\d+$/)
    await admin.close()
  })

  it('sends a totals event when a transaction written by another system reaches the totals', async () => {
    const admin = await open(token('admin'))
    // The totals are loaded by the first dashboard request; then each write reaches them by notice.
    await t.request('POST', '/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary', { token: token('admin'), body: { startDate: '2026-01-01', endDate: '2026-01-01' } })
    await t.handle.db.execute(sql`insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
      select 'LV' || lpad(id::text, 16, '0'), session_id, 'Successful', product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, '00', now(), now()
      from transactions order by id limit 1`)
    await admin.until((frames) => frames.some((f) => f.event === 'totals'))
    const data = admin.events('totals')[0]?.data as { asOf: string; changes: number; today: { date: string; summary: Record<string, unknown>; activity: unknown; hourly: unknown[] } }
    expect(data.changes).toBeGreaterThanOrEqual(1)
    expect(Date.parse(data.asOf)).toBeGreaterThan(Date.now() - 60_000)
    // Today's figures come with the event, as the dashboard's operations answer them for today.
    const filter = { startDate: data.today.date, endDate: data.today.date }
    const [summary, activity, hourly] = await Promise.all([
      t.request('POST', '/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary', { token: token('admin'), body: filter }),
      t.request('POST', '/dashms/api/v1/Admin/GetAdminDashboardActivitySummary', { token: token('admin'), body: filter }),
      t.request('POST', '/dashms/api/v1/Admin/GetAdminDashboardTransactionGraphSummary', { token: token('admin'), body: { ...filter, interval: 'Hour' } }),
    ])
    const { countedUntil: _c, previous: _p, ...figures } = summary.body.data as Record<string, unknown>
    expect(data.today.summary).toMatchObject(figures)
    expect(data.today.summary.totalCount).toBeGreaterThanOrEqual(1)
    expect(data.today.activity).toEqual(activity.body.data)
    expect(data.today.hourly).toEqual(hourly.body.data)
    await admin.close()
  })

  it("never tells a user what their permissions hide: approvals only with View Approval, totals only with the dashboard or analytics, today's figures only with the dashboard", async () => {
    const hub = liveEvents(t.env)
    const today = (await t.request('POST', '/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary', { token: token('admin'), body: { startDate: '2026-01-01', endDate: '2026-01-01' } })).body.data
    const figures = {
      date: '2026-01-01',
      summary: today,
      activity: {
        superAgents: { total: 1, active: 1 },
        merchants: { total: 1, active: 1, enabled: 1, disabled: 0, onboardedInPeriod: 0 },
        agents: { total: 1, active: 1, transactingInPeriod: 0 },
        pendingApprovals: 0,
        openCases: 0,
        activeUsers: 1,
      },
      hourly: [],
    }
    const admin = await open(token('admin'))
    const support = await open(token('support'))
    hub.publish({ type: 'totals', data: { asOf: new Date().toISOString(), changes: 3, today: figures } })
    const id = await pendingRequest()
    await admin.until((frames) => frames.some((f) => f.event === 'totals') && frames.some((f) => f.event === 'approval' && (f.data as { id: number }).id === id))
    // Customer Support views the dashboard but not approvals.
    await support.until((frames) => frames.some((f) => f.event === 'totals'))
    expect(support.events('totals')[0]?.data).toMatchObject({ changes: 3, today: { date: '2026-01-01' } })
    await support.until((frames) => frames.filter((f) => f.comment === 'heartbeat').length >= 2)
    expect(support.events('approval')).toEqual([])

    // Analytics given and the dashboard taken while the stream is open: the next check of the session hears it,
    // and the totals come without today's figures.
    await t.handle.db.execute(
      sql`insert into role_permissions (role_id, permission_id) select (select id from roles where name = 'Customer Support'), id from permissions where group_name = 'Analytics' on conflict do nothing`,
    )
    await t.handle.db.execute(
      sql`delete from role_permissions where role_id = (select id from roles where name = 'Customer Support') and permission_id in (select id from permissions where group_name = 'Dashboard')`,
    )
    let beats = support.frames.filter((f) => f.comment === 'heartbeat').length
    await support.until((frames) => frames.filter((f) => f.comment === 'heartbeat').length >= beats + 2)
    hub.publish({ type: 'totals', data: { asOf: new Date().toISOString(), changes: 4, today: figures } })
    await admin.until((frames) => frames.some((f) => (f.data as { changes?: number } | undefined)?.changes === 4))
    expect(admin.events('totals').find((f) => (f.data as { changes: number }).changes === 4)?.data).toHaveProperty('today.date', '2026-01-01')
    await support.until((frames) => frames.some((f) => (f.data as { changes?: number } | undefined)?.changes === 4))
    expect(support.events('totals').find((f) => (f.data as { changes: number }).changes === 4)?.data).not.toHaveProperty('today')

    // Neither: no totals at all.
    await t.handle.db.execute(
      sql`delete from role_permissions where role_id = (select id from roles where name = 'Customer Support') and permission_id in (select id from permissions where group_name = 'Analytics')`,
    )
    beats = support.frames.filter((f) => f.comment === 'heartbeat').length
    await support.until((frames) => frames.filter((f) => f.comment === 'heartbeat').length >= beats + 2)
    hub.publish({ type: 'totals', data: { asOf: new Date().toISOString(), changes: 5 } })
    await admin.until((frames) => frames.some((f) => (f.data as { changes?: number } | undefined)?.changes === 5))
    await support.until((frames) => frames.filter((f) => f.comment === 'heartbeat').length >= beats + 4)
    expect(support.events('totals').map((f) => (f.data as { changes: number }).changes)).toEqual([3, 4])
    expect(support.events('approval')).toEqual([])
    await Promise.all([admin.close(), support.close()])
  })

  it('resumes after Last-Event-ID with what was missed, and only that', async () => {
    const hub = liveEvents(t.env)
    const seen = hub.publish({ type: 'totals', data: { asOf: '2026-11-02T09:00:00.000Z', changes: 1 } })
    hub.publish({ type: 'totals', data: { asOf: '2026-11-02T09:00:01.000Z', changes: 2 } })
    hub.publish({ type: 'totals', data: { asOf: '2026-11-02T09:00:02.000Z', changes: 3 } })
    const resumed = await open(token('admin'), { 'Last-Event-ID': seen.id })
    await resumed.until((frames) => frames.filter((f) => f.event === 'totals').length >= 2)
    expect(resumed.events('totals').map((f) => (f.data as { changes: number }).changes)).toEqual([2, 3])
    expect(resumed.events('reset')).toEqual([])
    await resumed.close()
  })

  it('sends reset when the id is from another run or older than the events held', async () => {
    const other = await open(token('admin'), { 'Last-Event-ID': 'zz0other-5' })
    await other.until((frames) => frames.some((f) => f.event === 'reset'))
    await other.close()

    const hub = liveEvents(t.env)
    const old = hub.publish({ type: 'totals', data: { asOf: '2026-11-02T10:00:00.000Z', changes: 1 } })
    for (let i = 0; i < 520; i++) hub.publish({ type: 'totals', data: { asOf: '2026-11-02T10:00:01.000Z', changes: 1 } })
    const tooOld = await open(token('admin'), { 'Last-Event-ID': old.id })
    await tooOld.until((frames) => frames.some((f) => f.event === 'reset'))
    // The reset carries the id to follow from; nothing of the lost span is replayed.
    expect(tooOld.events('reset')[0]?.id).toBe(hub.lastId())
    expect(tooOld.events('totals')).toEqual([])
    await tooOld.close()
  })

  it('is closed when the session ends (sign-out)', async () => {
    const login = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'checker', password: DEMO_PASSWORD } })
    const { accessToken, refreshToken } = login.body.data as { accessToken: string; refreshToken: string }
    const stream = await open(accessToken)
    await stream.until((frames) => frames.some((f) => f.comment === 'heartbeat'))
    expect(stream.isClosed()).toBe(false)
    expect((await t.request('POST', '/ums/api/v1/Authentication/logout', { token: accessToken, body: { refreshToken } })).status).toBe(200)
    await stream.until(() => stream.isClosed())
    await stream.close()
  })
})
