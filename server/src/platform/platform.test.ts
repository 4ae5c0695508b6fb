// Maker-checker, idempotency, sessions (refresh rotation, lockout, MFA) and password reset, via HTTP.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing.ts'
import { purgeExpiredKeys, RETENTION_MS, startKeyPurge } from './idempotency.ts'

let t: TestApp
const tokens: Record<string, string> = {}
const logged: string[] = []

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.handle.db.execute(query)) as unknown as { rows: { n: number }[] }
  return Number(result.rows[0]?.n ?? 0)
}

async function products(): Promise<number[]> {
  const list = await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100', { token: tokens.admin })
  return (list.body.data as { id: number }[]).map((p) => p.id)
}

async function configureProductGroupApproval(enabled: boolean) {
  const permissions = await t.request('GET', '/ums/api/v1/Roles/getPermissions', { token: tokens.admin })
  const permission = (permissions.body.data as { permissionId: number; groupName: string; shortName: string }[]).find((p) => p.groupName === 'Product Group' && p.shortName === 'Create')
  const roles = await t.request('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', { token: tokens.admin })
  const supervisor = (roles.body.data as { id: number; name: string }[]).find((r) => r.name === 'Supervisor')
  const response = await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', {
    token: tokens.admin,
    body: { permissionId: permission!.permissionId, roleIds: [supervisor!.id], enabled },
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  t = await createTestApp({ log: (line) => logged.push(line) })
  for (const user of ['admin', 'maker', 'checker', 'checker2']) tokens[user] = await t.login(user)
})
afterAll(() => t.close())

describe('maker-checker', () => {
  let requestId: number
  const name = 'Lekki Phase One Outlets'

  it('stores a configured action as a pending request (202) and applies nothing', async () => {
    await configureProductGroupApproval(true)
    const ids = await products()
    const response = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name, productIds: ids.slice(0, 3) } })
    expect(response.status).toBe(202)
    expect(response.body.data.status).toBe('Pending')
    requestId = response.body.data.approvalRequestId
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = ${name}`)).toBe(0)
    const detail = await t.request('GET', `/apms/api/v1/Approval/${requestId}`, { token: tokens.checker })
    expect(detail.body.data.maker.username).toBe('maker')
    expect(detail.body.data.canDecide).toBe(true)
    expect(JSON.parse(detail.body.data.afterData).name).toBe(name)
  })

  it('does not let the maker decide their own request', async () => {
    const detail = await t.request('GET', `/apms/api/v1/Approval/${requestId}`, { token: tokens.maker })
    expect(detail.body.data.canDecide).toBe(false)
    const response = await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`, { token: tokens.maker })
    expect(response.status).toBe(403)
  })

  it('applies the change on approval, once, and audits the decision', async () => {
    const response = await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`, { token: tokens.checker })
    expect(response.status).toBe(200)
    expect(response.body.data.status).toBe('Approved')
    expect(response.body.data.decidedBy.username).toBe('checker')
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = ${name} and created_by = 'maker'`)).toBe(1)
    expect(await scalar(sql`select count(*)::int as n from audit_records where event_type = 'Approve' and description like ${`%request ${requestId}%`}`)).toBe(1)
    const again = await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`, { token: tokens.checker2 })
    expect(again.status).toBe(409)
    expect(again.body.errors[0]).toMatch(/already approved/)
  })

  it('rejects with a reason and applies nothing', async () => {
    const ids = await products()
    const made = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name: 'Ajah Kiosks', productIds: ids.slice(0, 2) } })
    const noReason = await t.request('PUT', `/apms/api/v1/Approval/Reject?id=${made.body.data.approvalRequestId}`, { token: tokens.checker, body: {} })
    expect(noReason.status).toBe(400)
    const rejected = await t.request('PUT', `/apms/api/v1/Approval/Reject?id=${made.body.data.approvalRequestId}`, { token: tokens.checker, body: { reason: 'Duplicate of Lekki group' } })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data.reason).toBe('Duplicate of Lekki group')
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = 'Ajah Kiosks'`)).toBe(0)
  })

  it('refuses a second request on an entity while one is pending, naming the first (DESIGN 4)', async () => {
    const ids = await products()
    const first = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name: 'Ikorodu Road Agents', productIds: ids.slice(0, 2) } })
    expect(first.status).toBe(202)
    const firstId = first.body.data.approvalRequestId
    // A creation has no id yet: the same type and name (any case) is the same entity.
    const second = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { name: 'IKORODU ROAD AGENTS', productIds: ids.slice(0, 3) } })
    expect(second.status).toBe(409)
    expect(second.body.errors[0]).toMatch(
      new RegExp(
        `^Ikorodu Road Agents already has a pending request #${firstId} \\(Create product group Ikorodu Road Agents\\) made by Emeka Nwosu on .+ \\(Lagos time\\); it must be approved or rejected first$`,
      ),
    )
    expect(second.body.values).toMatchObject({ approvalRequestId: firstId, maker: 'Emeka Nwosu' })
    expect(await scalar(sql`select count(*)::int as n from approval_requests where lower(entity_name) = 'ikorodu road agents'`)).toBe(1)
    // Once decided, a new request is accepted.
    await t.request('PUT', `/apms/api/v1/Approval/Reject?id=${firstId}`, { token: tokens.checker, body: { reason: 'Name to be confirmed' } })
    const third = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name: 'Ikorodu Road Agents', productIds: ids.slice(0, 2) } })
    expect(third.status).toBe(202)
    await t.request('PUT', `/apms/api/v1/Approval/Reject?id=${third.body.data.approvalRequestId}`, { token: tokens.checker, body: { reason: 'Not needed' } })
  })

  it('refuses a request whose entity changed since it was made, and a second request while it is pending', async () => {
    const ids = await products()
    const created = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name: 'Ikeja Agents', productIds: ids.slice(0, 2) } })
    await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${created.body.data.approvalRequestId}`, { token: tokens.checker })
    const group = (await t.request('GET', '/pms/api/v1/ProductGroup/GetWithPaging?Name=Ikeja', { token: tokens.admin })).body.data[0]
    // Update is not under maker-checker, so configure it for this test through the same endpoint.
    const permissions = (await t.request('GET', '/ums/api/v1/Roles/getPermissions', { token: tokens.admin })).body.data as { permissionId: number; groupName: string; shortName: string }[]
    const update = permissions.find((p) => p.groupName === 'Product Group' && p.shortName === 'Update')!
    const supervisor = ((await t.request('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', { token: tokens.admin })).body.data as { id: number; name: string }[]).find(
      (r) => r.name === 'Supervisor',
    )!
    await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: tokens.admin, body: { permissionId: update.permissionId, roleIds: [supervisor.id], enabled: true } })
    const first = await t.request('PUT', '/pms/api/v1/ProductGroup/Update', {
      token: tokens.maker,
      body: { id: group.id, name: 'Ikeja Agents', description: 'first', productIds: ids.slice(0, 2), status: 'Active' },
    })
    expect(first.status).toBe(202)
    const second = await t.request('PUT', '/pms/api/v1/ProductGroup/Update', {
      token: tokens.maker,
      body: { id: group.id, name: 'Ikeja Agents', description: 'second', productIds: ids.slice(0, 3), status: 'Active' },
    })
    expect(second.status).toBe(409)
    expect(second.body.errors[0]).toMatch(
      new RegExp(`^Ikeja Agents already has a pending request #${first.body.data.approvalRequestId} \\(.+\\) made by Emeka Nwosu on .+; it must be approved or rejected first$`),
    )
    const detail = await t.request('GET', `/apms/api/v1/Approval/${first.body.data.approvalRequestId}`, { token: tokens.checker })
    expect(detail.body.data.changedFields).toEqual(expect.arrayContaining(['description']))
    // The group changes outside this request (an earlier request, a direct change): approval is refused.
    await t.handle.db.execute(sql`update product_groups set description = 'changed meanwhile' where id = ${group.id}`)
    const stale = await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${first.body.data.approvalRequestId}`, { token: tokens.checker })
    expect(stale.status).toBe(409)
    expect(stale.body.errors[0]).toMatch(/changed after this request/)
    const now = (await t.request('GET', `/pms/api/v1/ProductGroup/${group.id}`, { token: tokens.admin })).body.data
    expect(now.description).toBe('changed meanwhile')
    await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: tokens.admin, body: { permissionId: update.permissionId, roleIds: [], enabled: false } })
  })
})

describe('idempotency', () => {
  it('applies a replayed request once and answers with the first result', async () => {
    await configureProductGroupApproval(false)
    const ids = await products()
    const body = { name: 'Surulere Cash Points', productIds: ids.slice(0, 2) }
    const headers = { 'Idempotency-Key': 'c1d2e3f4-0001-test' }
    const first = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body, headers })
    const second = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body, headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = ${body.name}`)).toBe(1)
    const misuse = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { ...body, name: 'Other' }, headers })
    expect(misuse.status).toBe(409)
  })

  // Sets a stored key's time back by `ms`, as if it had been sent that long ago.
  async function ageKey(key: string, ms: number): Promise<void> {
    await t.handle.db.execute(sql`update idempotency_keys set created_at = created_at - make_interval(secs => ${ms / 1000}) where key = ${key}`)
  }

  it('answers a key for 24 hours, then applies a request with it as new', async () => {
    await configureProductGroupApproval(false)
    const ids = await products()
    const headers = { 'Idempotency-Key': 'retention-0001-test' }
    const first = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Ikeja Market Agents', productIds: ids.slice(0, 2) }, headers }, 200)
    await ageKey(headers['Idempotency-Key'], RETENTION_MS - 60_000)
    const within = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Ikeja Market Agents', productIds: ids.slice(0, 2) }, headers }, 200)
    expect(within.headers.get('Idempotent-Replayed')).toBe('true')
    expect(within.body.data.id).toBe(first.body.data.id)
    await ageKey(headers['Idempotency-Key'], 2 * 60_000)
    // Past its retention the key is free: another request with it is applied, neither replayed nor refused as a reuse.
    const after = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Ikeja Market Agents II', productIds: ids.slice(0, 2) }, headers }, 200)
    expect(after.headers.get('Idempotent-Replayed')).toBeNull()
    expect(after.body.data.id).not.toBe(first.body.data.id)
    expect(after.body.data.name).toBe('Ikeja Market Agents II')
    // And it answers for the new request from now on.
    const replay = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Ikeja Market Agents II', productIds: ids.slice(0, 2) }, headers }, 200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replay.body.data.id).toBe(after.body.data.id)
  })

  it('purges keys past their retention and keeps the others; a purged key applies its next request', async () => {
    await configureProductGroupApproval(false)
    const ids = await products()
    const expired = { 'Idempotency-Key': 'purge-expired-0001' }
    const kept = { 'Idempotency-Key': 'purge-kept-0001' }
    const old = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Apapa Port Agents', productIds: ids.slice(0, 2) }, headers: expired }, 200)
    await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Ajah Roadside Agents', productIds: ids.slice(0, 2) }, headers: kept }, 200)
    await ageKey(expired['Idempotency-Key'], RETENTION_MS + 60_000)
    await ageKey(kept['Idempotency-Key'], RETENTION_MS - 60_000)
    expect(await purgeExpiredKeys(t.handle.db)).toBeGreaterThanOrEqual(1)
    const left = async (key: string) => scalar(sql`select count(*)::int as n from idempotency_keys where key = ${key}`)
    expect(await left(expired['Idempotency-Key'])).toBe(0)
    expect(await left(kept['Idempotency-Key'])).toBe(1)
    // The same request again with the purged key is applied: the group exists, so it is refused as a duplicate name, not replayed.
    const again = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Apapa Port Agents', productIds: ids.slice(0, 2) }, headers: expired }, 409)
    expect(again.headers.get('Idempotent-Replayed')).toBeNull()
    expect(again.body.errors?.[0]).toMatch(/already exists/)
    const fresh = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Apapa Port Agents Two', productIds: ids.slice(0, 2) }, headers: expired }, 200)
    expect(fresh.body.data.id).not.toBe(old.body.data.id)
    const replay = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Ajah Roadside Agents', productIds: ids.slice(0, 2) }, headers: kept }, 200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
  })

  it('purges expired keys as soon as the server starts its purge', async () => {
    await configureProductGroupApproval(false)
    const ids = await products()
    const headers = { 'Idempotency-Key': 'purge-at-start-0001' }
    await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Festac Town Agents', productIds: ids.slice(0, 2) }, headers }, 200)
    await ageKey(headers['Idempotency-Key'], RETENTION_MS + 60_000)
    const stop = startKeyPurge(t.handle.db)
    try {
      await vi.waitFor(async () => expect(await scalar(sql`select count(*)::int as n from idempotency_keys where key = ${headers['Idempotency-Key']}`)).toBe(0))
    } finally {
      stop()
    }
  })

  it('refuses a key reused for a different request with 409 and applies nothing', async () => {
    await configureProductGroupApproval(false)
    const ids = await products()
    const headers = { 'Idempotency-Key': 'reuse-0001-test' }
    await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Oshodi Interchange Agents', productIds: ids.slice(0, 2) }, headers }, 200)
    const reused = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Oshodi Interchange Agents', productIds: ids.slice(0, 3) }, headers }, 409)
    expect(reused.body.errors?.[0]).toMatch(/Idempotency-Key was already used for a different request/)
    expect(reused.body.values).toEqual({ key: 'reuse-0001-test', operationId: 'createProductGroup' })
    expect(reused.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = 'Oshodi Interchange Agents'`)).toBe(1)
  })

  it('keeps no key for a refused request: corrected, it is applied with the same key', async () => {
    await configureProductGroupApproval(false)
    const ids = await products()
    const headers = { 'Idempotency-Key': 'refused-0001-test' }
    await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Mushin Market Agents', productIds: ids.slice(0, 2) } }, 200)
    await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Mushin Market Agents', productIds: ids.slice(0, 2) }, headers }, 409)
    const corrected = await t.call('createProductGroup', { token: tokens.admin, body: { name: 'Mushin Market Agents East', productIds: ids.slice(0, 2) }, headers }, 200)
    expect(corrected.headers.get('Idempotent-Replayed')).toBeNull()
  })

  it('replays an approval decision instead of answering 409', async () => {
    await configureProductGroupApproval(true)
    const ids = await products()
    const made = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name: 'Yaba Tech Hub Agents', productIds: ids.slice(0, 2) } })
    const url = `/apms/api/v1/Approval/Approve?id=${made.body.data.approvalRequestId}`
    const headers = { 'Idempotency-Key': 'offline-approve-0001' }
    const first = await t.request('PUT', url, { token: tokens.checker, headers })
    const replay = await t.request('PUT', url, { token: tokens.checker, headers })
    expect(first.status).toBe(200)
    expect(replay.status).toBe(200)
    expect(replay.body.data.status).toBe('Approved')
    expect(await scalar(sql`select count(*)::int as n from audit_records where event_type = 'Approve' and description like ${`%request ${made.body.data.approvalRequestId}%`}`)).toBe(1)
    // The same key from another user is that user's own action, not a replay.
    const other = await t.request('PUT', url, { token: tokens.checker2, headers })
    expect(other.status).toBe(409)
    await configureProductGroupApproval(false)
  })
})

describe('request ids', () => {
  const list = '/pms/api/v1/ProductGroup/GetWithPaging?PageNumber=1&PageSize=5'

  it('gives every answer an X-Request-Id, a new one unless the request brings a sane one', async () => {
    const made = await t.request('GET', list, { token: tokens.admin })
    expect(made.status).toBe(200)
    expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const another = await t.request('GET', list, { token: tokens.admin })
    expect(another.headers.get('X-Request-Id')).not.toBe(made.headers.get('X-Request-Id'))

    const given = await t.request('GET', list, { token: tokens.admin, headers: { 'X-Request-Id': 'gateway-7f3a.42:1' } })
    expect(given.headers.get('X-Request-Id')).toBe('gateway-7f3a.42:1')
    for (const insane of ['x'.repeat(129), 'has space', 'semi;colon', '<script>']) {
      const replaced = await t.request('GET', list, { token: tokens.admin, headers: { 'X-Request-Id': insane } })
      expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('repeats it in every refusal, from the pipeline, the body limit and the fallback alike', async () => {
    const headers = { 'X-Request-Id': 'support-case-0001' }
    const refusals = [
      await t.request('GET', list, { token: null, headers }),
      await t.request('GET', '/pms/api/v1/ProductGroup/999999', { token: tokens.admin, headers }),
      await t.request('GET', `${list}&Colour=red`, { token: tokens.admin, headers }),
      await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'x'.repeat(20_000), password: 'y' }, headers }),
      await t.request('GET', '/mer/api/v1/Nothing', { token: tokens.admin, headers }),
      await t.request('PATCH', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, headers }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([401, 404, 400, 413, 404, 405])
    for (const refused of refusals) {
      expect(refused.body.requestId).toBe('support-case-0001')
      expect(refused.headers.get('X-Request-Id')).toBe('support-case-0001')
    }
  })

  it('writes it in the log line of the request, answered or refused', async () => {
    t.env.logRequests = true
    try {
      logged.length = 0
      await t.request('GET', list, { token: tokens.admin, headers: { 'X-Request-Id': 'log-line-0001' } })
      await t.request('GET', '/pms/api/v1/ProductGroup/999999', { token: tokens.admin, headers: { 'X-Request-Id': 'log-line-0002' } })
    } finally {
      t.env.logRequests = false
    }
    expect(logged).toEqual([
      expect.stringMatching(/^log-line-0001 GET \/pms\/api\/v1\/ProductGroup\/GetWithPaging 200 /),
      expect.stringMatching(/^log-line-0002 GET \/pms\/api\/v1\/ProductGroup\/999999 404 /),
    ])
  })
})

describe('sessions', () => {
  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const login = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'auditor', password: DEMO_PASSWORD } })
    const { accessToken, refreshToken } = login.body.data
    const refreshed = await t.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken, refreshToken } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.data.refreshToken).not.toBe(refreshToken)
    const reused = await t.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken, refreshToken } })
    expect(reused.status).toBe(401)
    const latest = await t.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: refreshed.body.data.accessToken, refreshToken: refreshed.body.data.refreshToken } })
    expect(latest.status).toBe(401)
  })

  it('locks an account after the configured failed sign-ins and audits each', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'support', password: 'Wrong@1234' } })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    const right = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'support', password: DEMO_PASSWORD } })
    expect(right.status).toBe(423)
    expect(right.body.errors[0]).toMatch(/locked/)
    expect(await scalar(sql`select count(*)::int as n from audit_records where event_type = 'LoginFailed' and username = 'support' and created_at > now() - interval '1 minute'`)).toBe(5)
  })

  it('signs in with a one-time code when MFA is on', async () => {
    const login = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'mfa.admin', password: DEMO_PASSWORD } })
    expect(login.body.data).toMatchObject({ multiFactorRequired: true, accessToken: null })
    const challenge = await t.request('GET', '/ums/api/v1/Authentication/Send2FAToken?username=mfa.admin')
    expect(challenge.status).toBe(200)
    const code = await t.lastNotification('mfa.admin')
    const wrong = await t.request('POST', '/ums/api/v1/Authentication/Validate2Fa', {
      body: { username: 'mfa.admin', token: challenge.body.data.token, code: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(401)
    const right = await t.request('POST', '/ums/api/v1/Authentication/Validate2Fa', { body: { username: 'mfa.admin', token: challenge.body.data.token, code } })
    expect(right.status).toBe(200)
    expect(right.body.data.accessToken).toBeTruthy()
    const reuse = await t.request('POST', '/ums/api/v1/Authentication/Validate2Fa', { body: { username: 'mfa.admin', token: challenge.body.data.token, code } })
    expect(reuse.status).toBe(401)
  })

  it('sends no code for a user who has not given the password', async () => {
    const response = await t.request('GET', '/ums/api/v1/Authentication/Send2FAToken?username=admin')
    expect(response.status).toBe(401)
  })
})

describe('password reset', () => {
  it('resets a password with a single-use token', async () => {
    const asked = await t.request('POST', '/ums/api/v1/Authentication/resetPassword', { body: { usernameOrEmail: 'checker2' } })
    const unknown = await t.request('POST', '/ums/api/v1/Authentication/resetPassword', { body: { usernameOrEmail: 'nobody.here' } })
    expect(asked.status).toBe(200)
    expect(unknown.body.message).toBe(asked.body.message)
    const token = await t.lastNotification('checker2')
    const noHeader = await t.request('GET', `/ums/api/v1/Authentication/passwordResetToken/${token}`)
    expect(noHeader.status).toBe(400)
    const checked = await t.request('GET', `/ums/api/v1/Authentication/passwordResetToken/${token}`, { headers: { ClientType: 'Admin' } })
    expect(checked.status).toBe(200)
    expect(checked.body.data.username).toBe('checker2')
    const weak = await t.request('POST', '/ums/api/v1/Authentication/changepassword-with-token', { body: { token, newPassword: 'password12', confirmPassword: 'password12' } })
    expect(weak.status).toBe(400)
    const set = await t.request('POST', '/ums/api/v1/Authentication/changepassword-with-token', { body: { token, newPassword: 'N3w-Pass!word', confirmPassword: 'N3w-Pass!word' } })
    expect(set.status).toBe(200)
    const login = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'checker2', password: 'N3w-Pass!word' } })
    expect(login.status).toBe(200)
    const again = await t.request('POST', '/ums/api/v1/Authentication/changepassword-with-token', { body: { token, newPassword: 'An0ther-Pass!', confirmPassword: 'An0ther-Pass!' } })
    expect(again.status).toBe(404)
  })
})

describe('self-registration', () => {
  it('sends a staff account request for approval and creates the account when approved', async () => {
    const body = {
      username: 'kemi.adebayo',
      firstName: 'Kemi',
      lastName: 'Adebayo',
      email: 'kemi.adebayo@sandbox-bank.ng',
      phoneNumber: '+2348091234567',
      reason: 'New operations officer, Ikeja branch',
    }
    const registered = await t.request('POST', '/ums/api/v1/Authentication/register', { body })
    expect(registered.status).toBe(202)
    expect(await scalar(sql`select count(*)::int as n from users where username = 'kemi.adebayo'`)).toBe(0)
    const approved = await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${registered.body.data.approvalRequestId}`, { token: tokens.checker })
    expect(approved.status).toBe(200)
    expect(await scalar(sql`select count(*)::int as n from users where username = 'kemi.adebayo' and status = 'Active'`)).toBe(1)
    expect(await t.lastNotification('kemi.adebayo')).toBeTruthy()
  })
})
