// Pure generators for the demo's people and their activity: staff users, audit trail, dispute cases.
import { CASE_COMMENTS, CASE_RESOLUTIONS, CASE_TEMPLATES, DEMO_USERS, FEE_SCHEMES, IP_PREFIXES, PRODUCT_GROUPS, STAFF_ROLES, USER_AGENTS, BANK_NAMES, COMMISSION_GROUPS } from './seed-data.ts'
import { feeRulesOf, commissionRulesOf, personOf, phoneOf, UniqueSet, type AgentPlan, type MerchantPlan, type RecentTransactions } from './seed-generate.ts'
import { DAY_MS, LAGOS_OFFSET_MS, Weighted, lagosMidnight, type Random } from './seed-random.ts'

export const STAFF_EMAIL_DOMAIN = 'sandbox-bank.ng'

export interface UserPlan {
  id: number
  username: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  status: 'Active' | 'Inactive'
  role: string
  passwordHash: string | null
  multiFactorEnabled: boolean
  createdAt: number
  updatedAt: number
  passwordChangedAt: number | null
  lastLoginAt: number | null
}

/** The demo accounts (with the demo password's hash) and ~25 staff who cannot sign in. */
export function generateUsers(random: Random, now: number, demoHash: string, staffCount = 25): UserPlan[] {
  const emails = new UniqueSet()
  const usernames = new UniqueSet(DEMO_USERS.map((u) => u.username))
  const users: UserPlan[] = DEMO_USERS.map((u, i) => {
    const createdAt = now - (700 - i * 12) * DAY_MS
    return {
      id: i + 1,
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      email: emails.take(() => `${u.firstName}.${u.lastName}@${STAFF_EMAIL_DOMAIN}`.toLowerCase()),
      phoneNumber: u.phoneNumber,
      status: 'Active',
      role: u.role,
      passwordHash: demoHash,
      multiFactorEnabled: u.multiFactorEnabled ?? false,
      createdAt,
      updatedAt: createdAt,
      passwordChangedAt: now,
      lastLoginAt: null,
    }
  })
  const roles = new Weighted(STAFF_ROLES)
  for (let i = 0; i < staffCount; i++) {
    const person = personOf(random)
    const base = `${person.firstName}.${person.lastName}`.toLowerCase()
    const username = usernames.take((attempt) => (attempt === 0 ? base : `${base}${attempt + 1}`))
    const createdAt = Math.floor(now - (random.next() * 690 + 5) * DAY_MS)
    const inactive = random.chance(0.12)
    users.push({
      id: users.length + 1,
      username,
      firstName: person.firstName,
      lastName: person.lastName,
      email: emails.take((attempt) => `${username}${attempt ? attempt : ''}@${STAFF_EMAIL_DOMAIN}`),
      phoneNumber: phoneOf(random),
      status: inactive ? 'Inactive' : 'Active',
      role: roles.pick(random),
      passwordHash: null,
      multiFactorEnabled: false,
      createdAt,
      updatedAt: inactive ? Math.floor(createdAt + random.next() * (now - createdAt)) : createdAt,
      passwordChangedAt: null,
      lastLoginAt: null,
    })
  }
  return users
}

// ---------- audit trail

export interface AuditRow {
  username: string
  eventType: string
  entityType: string
  entityId: string | null
  description: string
  oldData: string | null
  newData: string | null
  ipAddress: string
  userAgent: string | null
  createdAt: number
}

interface Habit {
  /** Share of working days the user signs in. */
  days: number
  sessions: [number, number]
  saturdays: number
}

const HABITS: Record<string, Habit> = {
  admin: { days: 0.7, sessions: [1, 2], saturdays: 0 },
  maker: { days: 0.95, sessions: [2, 3], saturdays: 0.3 },
  checker: { days: 0.9, sessions: [2, 3], saturdays: 0.1 },
  checker2: { days: 0.65, sessions: [1, 2], saturdays: 0 },
  auditor: { days: 0.45, sessions: [1, 2], saturdays: 0 },
  support: { days: 0.95, sessions: [2, 3], saturdays: 0.6 },
  'mfa.admin': { days: 0.35, sessions: [1, 1], saturdays: 0 },
}

const OFFICE_IP = '102.89.34.17'
const MISTYPED = ['admn', 'administrator', 'emeka', 'aisha.bello', 'checker1', 'supprt', 'ngozi', 'tunde.bakare', 'root', 'maker ']

const json = (value: unknown) => JSON.stringify(value)
const stateCode = (merchant: MerchantPlan) => merchant.place.state

function merchantView(m: MerchantPlan) {
  return {
    id: m.id,
    businessName: m.businessName,
    emailAddress1: m.emailAddress1,
    phoneNumber1: m.phoneNumber1,
    address: { street: m.address.street, city: m.address.city, stateCode: stateCode(m), lga: m.address.lga },
    status: m.status,
    enabled: m.enabled,
  }
}

function agentView(a: AgentPlan, merchant: MerchantPlan) {
  return {
    id: a.id,
    code: a.code,
    businessName: a.businessName,
    agentType: a.agentType,
    merchant: merchant.businessName,
    terminalId: a.terminalId,
    terminalMaker: a.terminalMaker,
    dailyCashOutLimit: a.dailyCashOutLimit,
    status: a.status,
    enabled: a.enabled,
  }
}

export interface ActivityInputs {
  now: number
  users: readonly UserPlan[]
  merchants: readonly MerchantPlan[]
  agents: readonly AgentPlan[]
}

/** About 3,000 audit records over the last 90 days, by the demo users, consistent with the seeded data. */
export function generateAudit(random: Random, input: ActivityInputs): AuditRow[] {
  const { now, users, merchants, agents } = input
  const from = now - 90 * DAY_MS
  const rows: AuditRow[] = []
  const byName = new Map(users.map((u) => [u.username, u]))
  const device = new Map<string, { ip: string; userAgent: string }>()
  for (const u of DEMO_USERS) {
    device.set(u.username, {
      ip: random.chance(0.6) ? OFFICE_IP : `${random.pick(IP_PREFIXES)}.${random.int(1, 254)}.${random.int(1, 254)}`,
      userAgent: random.pick(USER_AGENTS),
    })
  }
  const who = (username: string) => device.get(username) ?? { ip: OFFICE_IP, userAgent: USER_AGENTS[0] ?? null }
  const push = (username: string, at: number, row: Omit<AuditRow, 'username' | 'createdAt' | 'ipAddress' | 'userAgent'>) => {
    if (at < from || at > now) return
    const d = who(username)
    rows.push({ username, createdAt: Math.floor(at), ipAddress: d.ip, userAgent: d.userAgent, ...row })
  }
  const userId = (username: string) => {
    const id = byName.get(username)?.id
    return id === undefined ? null : String(id)
  }
  const checkerOf = () => (random.chance(0.65) ? 'checker' : 'checker2')

  // Sessions: sign-in (sometimes after a failed attempt), token refreshes, sign-out.
  const firstDay = lagosMidnight(from)
  for (let day = firstDay; day <= now; day += DAY_MS) {
    const weekday = new Date(day + LAGOS_OFFSET_MS).getUTCDay()
    if (weekday === 0) continue
    for (const [username, habit] of Object.entries(HABITS)) {
      if (random.next() > (weekday === 6 ? habit.saturdays : habit.days)) continue
      const sessions = random.int(habit.sessions[0], habit.sessions[1])
      let at = day + (7.5 + random.next() * 2) * 3_600_000
      for (let s = 0; s < sessions && at < day + 19 * 3_600_000; s++) {
        const id = userId(username)
        if (random.chance(0.06)) {
          push(username, at - random.int(20, 90) * 1000, {
            eventType: 'LoginFailed',
            entityType: 'User',
            entityId: id,
            description: 'Failed sign-in (wrong password, attempt 1 of 5)',
            oldData: null,
            newData: null,
          })
        }
        const mfa = username === 'mfa.admin'
        push(username, at, {
          eventType: 'Login',
          entityType: 'User',
          entityId: id,
          description: mfa ? 'Signed in with a one-time code (Email)' : 'Signed in',
          oldData: null,
          newData: null,
        })
        const user = byName.get(username)
        if (user && at <= now && at >= from) user.lastLoginAt = Math.max(user.lastLoginAt ?? 0, Math.floor(at))
        const refreshes = random.int(0, 4)
        for (let r = 0; r < refreshes; r++) {
          at += random.int(12, 14) * 60_000
          push(username, at, { eventType: 'TokenRefresh', entityType: 'User', entityId: id, description: 'Session extended', oldData: null, newData: null })
        }
        at += random.int(5, 50) * 60_000
        if (random.chance(0.7)) push(username, at, { eventType: 'Logout', entityType: 'User', entityId: id, description: 'Signed out', oldData: null, newData: null })
        at += random.int(60, 200) * 60_000
      }
    }
  }
  for (let i = 0; i < 25; i++) {
    const at = from + random.next() * (now - from)
    const name = random.pick(MISTYPED)
    rows.push({
      username: name.trim(),
      eventType: 'LoginFailed',
      entityType: 'User',
      entityId: null,
      description: 'Failed sign-in (unknown username)',
      oldData: null,
      newData: null,
      ipAddress: `${random.pick(IP_PREFIXES)}.${random.int(1, 254)}.${random.int(1, 254)}`,
      userAgent: random.pick(USER_AGENTS),
      createdAt: Math.floor(at),
    })
  }

  // Merchants onboarded in the window: maker sends, a checker approves, the creation applies.
  for (const m of merchants) {
    if (m.createdAt < from) continue
    const view = merchantView({ ...m, status: 'Active', enabled: true })
    const checker = checkerOf()
    push('maker', m.createdAt - random.int(1, 20) * 3_600_000, {
      eventType: 'SentForApproval',
      entityType: 'Merchant',
      entityId: null,
      description: `Create merchant ${m.businessName} sent for approval`,
      oldData: null,
      newData: json(view),
    })
    push(checker, m.createdAt - 1000, {
      eventType: 'Approve',
      entityType: 'Merchant',
      entityId: String(m.id),
      description: `Approved the creation of merchant ${m.businessName}`,
      oldData: null,
      newData: json(view),
    })
    push(checker, m.createdAt, {
      eventType: 'Create',
      entityType: 'Merchant',
      entityId: String(m.id),
      description: `Created merchant ${m.businessName} (approved)`,
      oldData: null,
      newData: json(view),
    })
  }
  // Agents registered in the window, and merchants or agents switched off.
  for (const a of agents) {
    const merchant = merchants[a.merchantIndex]
    if (!merchant) continue
    if (a.createdAt >= from) {
      push('maker', a.createdAt, {
        eventType: 'Create',
        entityType: 'Agent',
        entityId: String(a.id),
        description: `Created agent ${a.code} (${a.businessName}) under ${merchant.businessName}`,
        oldData: null,
        newData: json(agentView({ ...a, status: 'Active', enabled: true }, merchant)),
      })
    }
    if (a.updatedAt !== a.createdAt && a.updatedAt >= from && merchant.updatedAt !== a.updatedAt) {
      push('maker', a.updatedAt, {
        eventType: 'StatusChange',
        entityType: 'Agent',
        entityId: String(a.id),
        description: `Disabled agent ${a.code}: ${random.pick(['terminal reported stolen', 'repeated customer complaints', 'outlet closed', 'KYC documents expired'])}`,
        oldData: json({ enabled: true, status: 'Active' }),
        newData: json({ enabled: a.enabled, status: a.status }),
      })
    }
  }
  for (const m of merchants) {
    if (m.updatedAt === m.createdAt || m.updatedAt < from) continue
    push('maker', m.updatedAt, {
      eventType: 'StatusChange',
      entityType: 'Merchant',
      entityId: String(m.id),
      description: `Disabled merchant ${m.businessName}: ${random.pick(['settlement account under review after a chargeback spike', 'business closed', 'failed KYC review', 'requested by the super agent'])}`,
      oldData: json({ enabled: true, status: 'Active' }),
      newData: json({ enabled: m.enabled, status: m.status }),
    })
  }

  // Everyday maintenance by the maker, with the checkers' decisions.
  const active = merchants.filter((m) => m.status === 'Active' && m.createdAt < from)
  const workdays: number[] = []
  for (let day = firstDay; day <= now - DAY_MS; day += DAY_MS) {
    const weekday = new Date(day + LAGOS_OFFSET_MS).getUTCDay()
    if (weekday !== 0 && weekday !== 6) workdays.push(day)
  }
  const during = (day: number) => day + (9 + random.next() * 8) * 3_600_000
  if (active.length) {
    for (const day of workdays) {
      const updates = random.int(0, 3)
      for (let k = 0; k < updates; k++) {
        const m = random.pick(active)
        const after = merchantView(m)
        const field = random.pick(['phoneNumber1', 'emailAddress1', 'street'] as const)
        const before = structuredClone(after)
        if (field === 'street') before.address.street = `${random.int(1, 120)} ${random.pick(m.place.streets)}`
        else if (field === 'phoneNumber1') before.phoneNumber1 = phoneOf(random)
        else before.emailAddress1 = `old.${m.emailAddress1}`
        const sent = during(day)
        const rejected = random.chance(0.15)
        push('maker', sent, {
          eventType: 'SentForApproval',
          entityType: 'Merchant',
          entityId: String(m.id),
          description: `Update merchant ${m.businessName} sent for approval`,
          oldData: json(rejected ? after : before),
          newData: json(rejected ? before : after),
        })
        const checker = checkerOf()
        const decided = sent + random.int(10, 300) * 60_000
        if (rejected) {
          push(checker, decided, {
            eventType: 'Reject',
            entityType: 'Merchant',
            entityId: String(m.id),
            description: `Rejected the update of merchant ${m.businessName}: ${random.pick(['phone number not verified', 'no supporting document', 'duplicate of an earlier request', 'address does not match the utility bill'])}`,
            oldData: json(after),
            newData: json(before),
          })
        } else {
          push(checker, decided, {
            eventType: 'Approve',
            entityType: 'Merchant',
            entityId: String(m.id),
            description: `Approved the update of merchant ${m.businessName}`,
            oldData: json(before),
            newData: json(after),
          })
          push(checker, decided + 1000, {
            eventType: 'Update',
            entityType: 'Merchant',
            entityId: String(m.id),
            description: `Updated merchant ${m.businessName} (approved)`,
            oldData: json(before),
            newData: json(after),
          })
        }
      }
    }
  }
  // Tariffs and groups: a few changes in the quarter.
  const pickDay = () => random.pick(workdays.length ? workdays : [firstDay])
  /** The three records of an update made through maker-checker: sent by the maker, approved `delay` ms later by the checker, applied a second after. */
  const approvedUpdate = (change: { entityType: string; label: string; id: number; name: string; before: unknown; after: unknown }, sent: number, checker: string, delay: number) => {
    const { entityType, label, name } = change
    const record = (description: string) => ({ entityType, entityId: String(change.id), description, oldData: json(change.before), newData: json(change.after) })
    push('maker', sent, { eventType: 'SentForApproval', ...record(`Update ${label} ${name} sent for approval`) })
    push(checker, sent + delay, { eventType: 'Approve', ...record(`Approved the update of ${label} ${name}`) })
    push(checker, sent + delay + 1000, { eventType: 'Update', ...record(`Updated ${label} ${name} (approved)`) })
  }
  FEE_SCHEMES.forEach((scheme, i) => {
    if (scheme.status !== 'Active' || !random.chance(0.6)) return
    const after = { id: i + 1, name: scheme.name, status: scheme.status, rules: feeRulesOf(i) }
    const before = { ...after, rules: after.rules.map((r) => (r.type === 'Flat' && r.amount > 0 ? { ...r, amount: r.amount + 2500 } : r)) }
    approvedUpdate({ entityType: 'FeeScheme', label: 'fee scheme', id: i + 1, name: scheme.name, before, after }, during(pickDay()), checkerOf(), 3_600_000)
  })
  COMMISSION_GROUPS.slice(0, 2).forEach((group, i) => {
    const after = { id: i + 1, name: group.name, status: 'Active', rules: commissionRulesOf(i) }
    const before = { ...after, rules: after.rules.map((r) => ({ ...r, agentSharePercent: r.agentSharePercent - 5, platformSharePercent: r.platformSharePercent + 5 })) }
    approvedUpdate({ entityType: 'CommissionGroup', label: 'commission group', id: i + 1, name: group.name, before, after }, during(pickDay()), checkerOf(), 5_400_000)
  })
  PRODUCT_GROUPS.forEach((group, i) => {
    if (!random.chance(0.5)) return
    push('maker', during(pickDay()), {
      eventType: 'Update',
      entityType: 'ProductGroup',
      entityId: String(i + 1),
      description: `Updated product group ${group.name}`,
      oldData: json({ id: i + 1, name: group.name, description: null, status: 'Active' }),
      newData: json({ id: i + 1, name: group.name, description: group.description, status: 'Active' }),
    })
  })
  // Administration: staff accounts, roles, settings.
  for (const u of users) {
    if (u.passwordHash !== null) continue
    const view = { id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, roles: [u.role], status: 'Active' }
    if (u.createdAt >= from) {
      push('admin', u.createdAt - random.int(1, 6) * 3_600_000, {
        eventType: 'SentForApproval',
        entityType: 'User',
        entityId: null,
        description: `Create user ${u.username} sent for approval`,
        oldData: null,
        newData: json(view),
      })
      push('checker', u.createdAt - 1000, {
        eventType: 'Approve',
        entityType: 'User',
        entityId: String(u.id),
        description: `Approved the creation of user ${u.username}`,
        oldData: null,
        newData: json(view),
      })
      push('checker', u.createdAt, { eventType: 'Create', entityType: 'User', entityId: String(u.id), description: `Created user ${u.username} (approved)`, oldData: null, newData: json(view) })
    }
    if (u.status === 'Inactive' && u.updatedAt >= from) {
      push('admin', u.updatedAt, {
        eventType: 'StatusChange',
        entityType: 'User',
        entityId: String(u.id),
        description: `Deactivated user ${u.username}`,
        oldData: json({ status: 'Active' }),
        newData: json({ status: 'Inactive' }),
      })
    }
  }
  push('admin', during(pickDay()), {
    eventType: 'ConfigurationChange',
    entityType: 'SystemConfiguration',
    entityId: '1',
    description: 'Updated the lockout policy',
    oldData: json({ lockout: { maxFailedAttempts: 3, lockoutMinutes: 30 } }),
    newData: json({ lockout: { maxFailedAttempts: 5, lockoutMinutes: 15 } }),
  })
  push('admin', during(pickDay()), {
    eventType: 'Update',
    entityType: 'Role',
    entityId: '5',
    description: 'Updated role Customer Support',
    oldData: json({ id: 5, name: 'Customer Support', permissions: ['View Case', 'Manage Case', 'View Merchant', 'View Agent', 'View Dashboard'] }),
    newData: json({ id: 5, name: 'Customer Support', permissions: ['View Case', 'Manage Case', 'View Merchant', 'View Agent', 'View Transaction Report', 'View Dashboard'] }),
  })
  return rows
}

// ---------- cases

export interface CaseRow {
  id: number
  caseNumber: string
  title: string
  description: string
  category: string
  priority: 'Low' | 'Medium' | 'High'
  status: 'Open' | 'InProgress' | 'Resolved' | 'Closed'
  transactionReference: string | null
  amount: number | null
  merchantId: number | null
  agentId: number | null
  customerName: string
  customerPhone: string
  assigneeId: number | null
  createdBy: string
  createdAt: number
  updatedAt: number
  resolvedAt: number | null
  resolution: string | null
  outcome: string | null
}

export interface CaseCommentRow {
  caseId: number
  authorId: number
  body: string
  createdAt: number
}

export interface CaseHistoryRow {
  caseId: number
  action: 'Created' | 'Assigned' | 'Commented' | 'StatusChanged' | 'Resolved'
  fromValue: string | null
  toValue: string | null
  actor: string
  createdAt: number
}

export interface CasePlan {
  cases: CaseRow[]
  comments: CaseCommentRow[]
  history: CaseHistoryRow[]
  audit: AuditRow[]
}

// The products of a template that names none.
const DISPUTED_BY_DEFAULT: readonly string[] = ['CASH_WITHDRAWAL_CARD', 'FUNDS_TRANSFER']

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}`

/** Dispute cases over the last 60 days, tied to seeded transactions, with comments and history. */
export function generateCases(
  random: Random,
  input: { now: number; count: number; recent: RecentTransactions; merchants: readonly MerchantPlan[]; agents: readonly AgentPlan[]; users: readonly UserPlan[] },
): CasePlan {
  const { now, recent, agents, users } = input
  const plan: CasePlan = { cases: [], comments: [], history: [], audit: [] }
  const idOf = (username: string) => users.find((u) => u.username === username)?.id
  const supportId = idOf('support')
  const checkerId = idOf('checker')
  if (!recent.length || supportId === undefined || checkerId === undefined) return plan
  const templates = new Weighted(CASE_TEMPLATES.map((t) => [t, t.weight] as const))
  const used = new Set<number>()
  const drafts: Omit<CaseRow, 'id' | 'caseNumber'>[] = []
  const events: Array<{ draft: number; history: Omit<CaseHistoryRow, 'caseId'>; comment?: { authorId: number; body: string } }> = []
  // Recent transactions are in time order: the eligible ones (an hour old or more) come first.
  let eligible = 0
  while (eligible < recent.length && recent.createdAt(eligible) <= now - 3_600_000) eligible++

  for (let attempt = 0; drafts.length < input.count && attempt < input.count * 20; attempt++) {
    const template = templates.pick(random)
    const misconduct = template.category === 'AgentMisconduct'
    const matches = (k: number) => {
      if (used.has(k)) return false
      if (misconduct) return true
      const product = recent.product(k)
      return (template.product === null ? DISPUTED_BY_DEFAULT.includes(product) : product === template.product) && template.statuses.includes(recent.status(k))
    }
    // A random pick among the matching ones, counted rather than listed (there can be millions).
    let matching = 0
    for (let k = 0; k < eligible; k++) if (matches(k)) matching++
    if (!matching) continue
    let nth = Math.floor(random.next() * matching)
    let picked = 0
    for (let k = 0; k < eligible; k++) {
      if (matches(k) && nth-- === 0) {
        picked = k
        break
      }
    }
    const txn = recent.at(picked)
    used.add(picked)
    const agent = agents[txn.agentIndex]
    if (!agent) continue
    const createdAt = Math.floor(Math.min(txn.createdAt + random.int(20, 36 * 60) * 60_000, now - 10 * 60_000))
    const ageDays = (now - createdAt) / DAY_MS
    const roll = random.next()
    const status: CaseRow['status'] =
      ageDays < 2
        ? roll < 0.6
          ? 'Open'
          : 'InProgress'
        : ageDays < 10
          ? roll < 0.15
            ? 'Open'
            : roll < 0.65
              ? 'InProgress'
              : roll < 0.95
                ? 'Resolved'
                : 'Closed'
          : roll < 0.05
            ? 'Open'
            : roll < 0.25
              ? 'InProgress'
              : roll < 0.65
                ? 'Resolved'
                : 'Closed'
    const customer = personOf(random)
    const amount = misconduct ? null : txn.amount
    const priority: CaseRow['priority'] =
      (amount !== null && amount >= 5_000_000) || (misconduct && random.chance(0.5)) || template.category === 'DoubleDebit'
        ? 'High'
        : amount !== null && amount >= 1_000_000
          ? 'Medium'
          : random.chance(0.5)
            ? 'Medium'
            : 'Low'
    const createdBy = random.chance(0.8) ? 'support' : 'maker'
    const assignee = status === 'Open' ? null : random.chance(0.7) ? 'support' : 'checker'
    const index = drafts.length
    const description = template.describe({
      amount: amount === null ? 'an unstated amount' : naira(amount),
      bank: BANK_NAMES[txn.bank] ?? 'their bank',
      agent: `${agent.code} (${agent.businessName})`,
      days: Math.max(1, Math.round((now - txn.createdAt) / DAY_MS)),
    })
    let at = createdAt
    events.push({ draft: index, history: { action: 'Created', fromValue: null, toValue: 'Open', actor: createdBy, createdAt: at } })
    let resolvedAt: number | null = null
    let resolution: string | null = null
    let outcome: string | null = null
    if (assignee) {
      at = Math.min(at + random.int(10, 240) * 60_000, now - 5 * 60_000)
      const assigner = assignee === 'support' && random.chance(0.5) ? 'support' : 'checker'
      events.push({ draft: index, history: { action: 'Assigned', fromValue: null, toValue: assignee, actor: assigner, createdAt: at } })
      events.push({ draft: index, history: { action: 'StatusChanged', fromValue: 'Open', toValue: 'InProgress', actor: assigner, createdAt: at + 1000 } })
      const closesAt = status === 'Resolved' || status === 'Closed' ? Math.min(at + random.int(1, Math.max(1, Math.floor(ageDays * 0.7))) * DAY_MS * 0.8, now - 60_000) : now - 60_000
      const comments = random.int(status === 'InProgress' ? 1 : 0, 3)
      for (let c = 0; c < comments; c++) {
        const when = Math.floor(at + ((c + 1) / (comments + 1)) * (closesAt - at))
        const author = c === 0 ? assignee : random.chance(0.5) ? 'support' : 'checker'
        const authorId = author === 'support' ? supportId : checkerId
        events.push({ draft: index, history: { action: 'Commented', fromValue: null, toValue: null, actor: author, createdAt: when }, comment: { authorId, body: random.pick(CASE_COMMENTS) } })
      }
      if (status === 'Resolved' || status === 'Closed') {
        resolvedAt = Math.floor(closesAt)
        const [result, text] = template.category === 'ReversalDelay' ? (CASE_RESOLUTIONS[1] as (typeof CASE_RESOLUTIONS)[number]) : random.pick(CASE_RESOLUTIONS)
        outcome = result
        resolution = text
        events.push({ draft: index, history: { action: 'Resolved', fromValue: 'InProgress', toValue: 'Resolved', actor: assignee, createdAt: resolvedAt } })
        if (status === 'Closed') {
          const closed = Math.min(resolvedAt + random.int(1, 3) * DAY_MS, now - 30_000)
          events.push({ draft: index, history: { action: 'StatusChanged', fromValue: 'Resolved', toValue: 'Closed', actor: 'checker', createdAt: closed } })
        }
      }
    }
    drafts.push({
      title: random.pick(template.titles),
      description,
      category: template.category,
      priority,
      status,
      transactionReference: misconduct ? null : txn.reference,
      amount,
      merchantId: txn.merchantId,
      agentId: agent.id,
      customerName: `${customer.firstName} ${customer.lastName}`,
      customerPhone: phoneOf(random),
      assigneeId: assignee === null ? null : assignee === 'support' ? supportId : checkerId,
      createdBy,
      createdAt,
      updatedAt: createdAt,
      resolvedAt,
      resolution,
      outcome,
    })
  }

  // Number the cases in the order they were raised: CASE-<year>-<sequence>.
  const order = drafts.map((_, i) => i).sort((a, b) => (drafts[a]?.createdAt ?? 0) - (drafts[b]?.createdAt ?? 0))
  const idByDraft = new Map<number, number>()
  order.forEach((draftIndex, i) => {
    const draft = drafts[draftIndex]
    if (!draft) return
    const id = i + 1
    idByDraft.set(draftIndex, id)
    const year = new Date(draft.createdAt + LAGOS_OFFSET_MS).getUTCFullYear()
    plan.cases.push({ ...draft, id, caseNumber: `CASE-${year}-${String(id).padStart(6, '0')}` })
  })
  events.sort((a, b) => a.history.createdAt - b.history.createdAt)
  for (const event of events) {
    const caseId = idByDraft.get(event.draft)
    const row = caseId === undefined ? undefined : plan.cases[caseId - 1]
    if (caseId === undefined || !row) continue
    const createdAt = Math.floor(event.history.createdAt)
    plan.history.push({ ...event.history, caseId, createdAt })
    if (event.comment) plan.comments.push({ caseId, ...event.comment, createdAt })
    row.updatedAt = Math.max(row.updatedAt, createdAt)
    const auditOf: Record<CaseHistoryRow['action'], string> = { Created: 'Create', Assigned: 'Update', Commented: 'Update', StatusChanged: 'StatusChange', Resolved: 'StatusChange' }
    const verb: Record<CaseHistoryRow['action'], string> = {
      Created: `Raised case ${row.caseNumber}: ${row.title}`,
      Assigned: `Assigned case ${row.caseNumber} to ${event.history.toValue ?? ''}`,
      Commented: `Commented on case ${row.caseNumber}`,
      StatusChanged: `Moved case ${row.caseNumber} from ${event.history.fromValue ?? ''} to ${event.history.toValue ?? ''}`,
      Resolved: `Resolved case ${row.caseNumber} (${row.outcome ?? ''})`,
    }
    plan.audit.push({
      username: event.history.actor,
      eventType: auditOf[event.history.action],
      entityType: 'Case',
      entityId: String(caseId),
      description: verb[event.history.action],
      oldData: event.history.fromValue === null ? null : JSON.stringify({ status: event.history.fromValue }),
      newData:
        event.history.action === 'Created'
          ? JSON.stringify({ caseNumber: row.caseNumber, title: row.title, category: row.category, priority: row.priority, status: 'Open' })
          : event.history.action === 'Assigned'
            ? JSON.stringify({ assignee: event.history.toValue })
            : event.history.toValue === null
              ? null
              : JSON.stringify({ status: event.history.toValue }),
      ipAddress: OFFICE_IP,
      userAgent: USER_AGENTS[0] ?? null,
      createdAt,
    })
  }
  return plan
}
