// Seeds a fresh database: permissions, roles, reference data, products and tariffs, merchants,
// agents, a year of transactions, and (in demo mode) the demo accounts, audit trail and cases.
// Idempotent: a database that was seeded before is left alone (the system configuration row,
// written last, is the marker).
import { deadlineHours } from '../services/cms/deadlines.ts'
import type { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import type pg from 'pg'

import { loadOperations, permissionCatalogue } from '../platform/contracts.ts'
import { hashSecret } from '../platform/crypto.ts'
import { defaultSettings, writeSystemConfiguration, type RateLimits } from '../platform/settings.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { auditRecords, roles, userRoles, users } from '../db/schema.ts'
import { totalsFromTransactions } from '../totals/fold.ts'
import { generateAudit, generateCases, generateUsers, type AuditRow, type UserPlan } from './seed-activity.ts'
import {
  COMMISSION_GROUPS,
  COUNTRIES,
  DOCUMENT_TYPES,
  FEE_SCHEMES,
  INDUSTRIES,
  PRODUCT_GROUPS,
  PRODUCTS,
  ROLES,
  SECURITY_QUESTIONS,
  SUPER_AGENTS,
  permissionDescription,
  productId,
} from './seed-data.ts'
import {
  TRANSACTION_COLUMNS,
  commissionRulesOf,
  csvField,
  feeRulesOf,
  generateAgents,
  generateMerchants,
  generateTransactions,
  type AgentPlan,
  type MerchantPlan,
  type TransactionBatch,
} from './seed-generate.ts'
import { DAY_MS, Random } from './seed-random.ts'
import { samplePdf } from './demo-documents.ts'
import { demoBvnHolders, demoDirectoryAccounts } from './demo-onboardings.ts'

// Most merchants also hand in a recent utility bill (index 1); fewer a passport photograph (3).
const optionalDocumentChance: Readonly<Record<number, number>> = { 1: 0.9, 3: 0.6 }

export { computeFee, splitCommission, type CommissionShareRule, type CommissionSplit, type FeeRule } from './seed-fees.ts'
export { BANK_NAMES, bankName } from './seed-data.ts'

export const DEMO_PASSWORD = 'Demo@1234'

export interface SeedOptions {
  /** Seed the demo accounts (published password), their audit trail and the dispute cases. */
  demo: boolean
  transactions: number
  merchants: number
  agents: number
  quiet?: boolean
  /** The moment the seeded history ends (default: now). */
  now?: Date
  /** Rate limits other than the defaults (the tests' and the benchmarks' clients are no people). */
  rateLimits?: RateLimits
  /** Approval configurations other than the secure default (every approvable action). */
  approvals?: readonly ApprovalConfigSeed[]
}

type ApprovalConfigSeed = readonly [group: string, action: string, roles: readonly string[]]

// Who holds the keys to the platform itself (and where its events go): a change to them is approved by an administrator or a supervisor.
const SECURITY_GROUPS = new Set(['User', 'Role', 'Approval', 'System Configuration', 'Webhook'])

/**
 * Secure by default (DESIGN.md section 4): every approvable action of the contracts (x-approvable)
 * needs a checker, in a new platform and in the demo. Business changes are approved by a
 * Supervisor; changes to users, roles, the approval configuration and the system configuration
 * by a Super Admin or a Supervisor.
 */
export function defaultApprovalConfigs(): ApprovalConfigSeed[] {
  const keys = new Map<string, readonly [string, string]>()
  for (const op of loadOperations()) {
    if (op.approvable && typeof op.access === 'object') keys.set(`${op.access.group}/${op.access.action}`, [op.access.group, op.access.action])
  }
  return [...keys.values()].map(([group, action]) => [group, action, SECURITY_GROUPS.has(group) ? ['Super Admin', 'Supervisor'] : ['Supervisor']] as const)
}

// ---------- SQL text helpers (values are ours; strings are quoted, never interpolated raw)

type SqlValue = string | number | boolean | null | Date | object

function literal(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value}`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return `'${value.toISOString()}'`
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`
  return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`
}

function insertSql(table: string, rows: ReadonlyArray<Record<string, SqlValue>>): string {
  const first = rows[0]
  if (!first) return ''
  const columns = Object.keys(first)
  const values = rows.map((row) => `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`)
  return `insert into ${table} (${columns.join(', ')}) values\n${values.join(',\n')};\n`
}

const at = (ms: number) => new Date(ms)
const iso = (ms: number) => new Date(ms).toISOString()

/** Runs several statements in one round trip. */
async function execScript(handle: DatabaseHandle, script: string): Promise<void> {
  if (!script.trim()) return
  if (handle.kind === 'pglite') await (handle.db.$client as PGlite).exec(script)
  else await (handle.db.$client as unknown as pg.Pool).query(script)
}

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const SERIAL_TABLES = [
  'permissions',
  'roles',
  'users',
  'security_questions',
  'countries',
  'states',
  'industries',
  'document_types',
  'super_agents',
  'products',
  'product_groups',
  'fee_schemes',
  'commission_groups',
  'merchants',
  'agents',
  'approval_configs',
  'cases',
]

// ---------- the reference part (one script)

function referenceScript(now: number, people: readonly UserPlan[], approvals: readonly ApprovalConfigSeed[] | undefined): string {
  const parts: string[] = []
  const catalogue = Object.entries(permissionCatalogue()).flatMap(([group, actions]) => actions.map((action) => [group, action] as const))
  const permissionId = new Map(catalogue.map(([group, action], i) => [`${group}/${action}`, i + 1]))
  parts.push(
    insertSql(
      'permissions',
      catalogue.map(([group, action], i) => ({ id: i + 1, group_name: group, short_name: action, description: permissionDescription(group, action) })),
    ),
  )

  const longAgo = at(now - 760 * DAY_MS)
  parts.push(
    insertSql(
      'roles',
      ROLES.map((r, i) => ({ id: i + 1, name: r.name, description: r.description, status: 'Active', client_type: r.clientType, created_at: longAgo, updated_at: longAgo })),
    ),
  )
  parts.push(
    insertSql(
      'role_permissions',
      ROLES.flatMap((r, i) => catalogue.filter(([g, a]) => r.grants(g, a)).map(([g, a]) => ({ role_id: i + 1, permission_id: permissionId.get(`${g}/${a}`) ?? 0 }))),
    ),
  )
  const roleId = (name: string) => {
    const index = ROLES.findIndex((r) => r.name === name)
    if (index < 0) throw new Error(`No role ${name}`)
    return index + 1
  }
  if (people.length) {
    parts.push(
      insertSql(
        'users',
        people.map((u) => ({
          id: u.id,
          username: u.username,
          first_name: u.firstName,
          last_name: u.lastName,
          email: u.email,
          phone_number: u.phoneNumber,
          status: u.status,
          client_type: 'Admin',
          password_hash: u.passwordHash,
          multi_factor_enabled: u.multiFactorEnabled,
          last_login_at: u.lastLoginAt === null ? null : at(u.lastLoginAt),
          password_changed_at: u.passwordChangedAt === null ? null : at(u.passwordChangedAt),
          created_at: at(u.createdAt),
          updated_at: at(u.updatedAt),
        })),
      ),
    )
    parts.push(
      insertSql(
        'user_roles',
        people.map((u) => ({ user_id: u.id, role_id: roleId(u.role) })),
      ),
    )
  }

  parts.push(
    insertSql(
      'security_questions',
      SECURITY_QUESTIONS.map((question, i) => ({ id: i + 1, question, status: 'Active', created_at: longAgo })),
    ),
  )
  parts.push(
    insertSql(
      'countries',
      COUNTRIES.map((c, i) => ({ id: i + 1, name: c.name, iso_code: c.isoCode, dial_code: c.dialCode, currency_code: c.currencyCode })),
    ),
  )
  let stateId = 0
  parts.push(
    insertSql(
      'states',
      COUNTRIES.flatMap((c, i) => c.states.map(([code, name]) => ({ id: ++stateId, country_id: i + 1, name, code }))),
    ),
  )
  parts.push(
    insertSql(
      'industries',
      INDUSTRIES.map((name, i) => ({ id: i + 1, name })),
    ),
  )
  parts.push(
    insertSql(
      'document_types',
      DOCUMENT_TYPES.map((d, i) => ({ id: i + 1, name: d.name, required: d.required })),
    ),
  )
  parts.push(
    insertSql(
      'super_agents',
      SUPER_AGENTS.map((s, i) => ({
        id: i + 1,
        code: s.code,
        name: s.name,
        cbn_licence_number: s.cbnLicenceNumber,
        email: s.email,
        phone_number: s.phoneNumber,
        status: 'Active',
        created_at: at(now - s.ageDays * DAY_MS),
      })),
    ),
  )

  parts.push(
    insertSql(
      'products',
      PRODUCTS.map((p, i) => ({ id: i + 1, code: p.code, name: p.name, category: p.category, description: p.description, status: 'Active' })),
    ),
  )
  const setup = (days: number) => at(now - days * DAY_MS)
  parts.push(
    insertSql(
      'product_groups',
      PRODUCT_GROUPS.map((g, i) => ({ id: i + 1, name: g.name, description: g.description, status: 'Active', created_by: 'maker', created_at: setup(735 - i), updated_at: setup(735 - i) })),
    ),
  )
  parts.push(
    insertSql(
      'product_group_products',
      PRODUCT_GROUPS.flatMap((g, i) => g.products.map((code) => ({ product_group_id: i + 1, product_id: productId(code) }))),
    ),
  )
  parts.push(
    insertSql(
      'fee_schemes',
      FEE_SCHEMES.map((s, i) => ({
        id: i + 1,
        name: s.name,
        description: s.description,
        status: s.status,
        rules: feeRulesOf(i),
        created_by: 'maker',
        created_at: setup(733 - i),
        updated_at: setup(s.status === 'Active' ? 733 - i : 200),
      })),
    ),
  )
  parts.push(
    insertSql(
      'commission_groups',
      COMMISSION_GROUPS.map((g, i) => ({
        id: i + 1,
        name: g.name,
        description: g.description,
        status: 'Active',
        rules: commissionRulesOf(i),
        created_by: 'maker',
        created_at: setup(732 - i),
        updated_at: setup(732 - i),
      })),
    ),
  )

  const configs = (approvals ?? defaultApprovalConfigs()).map(([group, action, roleNames], i) => {
    const id = permissionId.get(`${group}/${action}`)
    if (!id) throw new Error(`Approval configuration for unknown permission ${group}/${action}`)
    return { id: i + 1, permissionId: id, roleIds: roleNames.map(roleId) }
  })
  parts.push(
    insertSql(
      'approval_configs',
      configs.map((c) => ({ id: c.id, permission_id: c.permissionId, enabled: true, updated_by: 'admin', updated_at: setup(700) })),
    ),
  )
  parts.push(
    insertSql(
      'approval_config_roles',
      configs.flatMap((c) => c.roleIds.map((role_id) => ({ config_id: c.id, role_id }))),
    ),
  )
  return `begin;\n${parts.join('')}commit;\n`
}

// ---------- bulk rows (CSV for COPY)

const MERCHANT_COLUMNS = [
  'id',
  'business_name',
  'business_type',
  'industry_id',
  'rc_number',
  'tin',
  'email_address1',
  'email_address2',
  'phone_number1',
  'phone_number2',
  'address',
  'super_agent_id',
  'personnel_username',
  'personnel',
  'settlement',
  'product_group_id',
  'fee_scheme_id',
  'commission_group_id',
  'daily_transaction_limit',
  'single_transaction_limit',
  'status',
  'enabled',
  'created_by',
  'created_at',
  'updated_at',
]

function merchantsCsv(merchants: readonly MerchantPlan[]): string {
  return merchants
    .map((m) =>
      [
        m.id,
        m.businessName,
        m.businessType,
        m.industryId,
        m.rcNumber,
        m.tin,
        m.emailAddress1,
        m.emailAddress2,
        m.phoneNumber1,
        m.phoneNumber2,
        JSON.stringify(m.address),
        m.superAgentId,
        m.personnelUsername,
        JSON.stringify(m.personnel),
        JSON.stringify(m.settlement),
        m.productGroupIndex + 1,
        m.feeSchemeIndex + 1,
        m.commissionGroupIndex + 1,
        m.dailyTransactionLimit,
        m.singleTransactionLimit,
        m.status,
        m.enabled,
        'maker',
        iso(m.createdAt),
        iso(m.updatedAt),
      ]
        .map(csvField)
        .join(','),
    )
    .join('\n')
}

const DOCUMENT_COLUMNS = ['merchant_id', 'document_type_id', 'file_name', 'content_type', 'size_bytes', 'content', 'uploaded_by', 'uploaded_at']

/** 1×1 PNG, standing in for a passport photograph. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

function documentsCsv(random: Random, merchants: readonly MerchantPlan[]): { csv: string; count: number } {
  const lines: string[] = []
  for (const m of merchants) {
    DOCUMENT_TYPES.forEach((type, i) => {
      if (!type.required && !random.chance(optionalDocumentChance[i] ?? 0.3)) return
      const photo = type.name === 'Passport photograph'
      const content = photo ? PHOTO : samplePdf([type.name, m.businessName, `RC/BN: ${m.rcNumber}`, `${m.address.street}, ${m.address.city}`, `Uploaded by maker on ${iso(m.createdAt).slice(0, 10)}`])
      const fileName = `${type.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${photo ? 'png' : 'pdf'}`
      lines.push([m.id, i + 1, fileName, photo ? 'image/png' : 'application/pdf', content.length, `\\x${content.toString('hex')}`, 'maker', iso(m.createdAt)].map(csvField).join(','))
    })
  }
  return { csv: lines.join('\n'), count: lines.length }
}

const AGENT_COLUMNS = [
  'id',
  'code',
  'first_name',
  'last_name',
  'business_name',
  'phone_number',
  'email',
  'bvn',
  'address',
  'merchant_id',
  'super_agent_id',
  'terminal_id',
  'status',
  'enabled',
  'created_at',
  'updated_at',
  'nin',
  'tin',
  'agent_type',
  'state_id',
  'latitude',
  'longitude',
  'terminal_serial_number',
  'terminal_maker',
  'daily_cash_out_limit',
]

function agentsCsv(agents: readonly AgentPlan[], merchants: readonly MerchantPlan[]): string {
  return agents
    .map((a) =>
      [
        a.id,
        a.code,
        a.firstName,
        a.lastName,
        a.businessName,
        a.phoneNumber,
        a.email,
        a.bvn,
        JSON.stringify(a.address),
        merchants[a.merchantIndex]?.id ?? 0,
        a.superAgentId,
        a.terminalId,
        a.status,
        a.enabled,
        iso(a.createdAt),
        iso(a.updatedAt),
        a.nin,
        a.tin,
        a.agentType,
        a.address.stateId,
        a.latitude,
        a.longitude,
        a.terminalSerialNumber,
        a.terminalMaker,
        a.dailyCashOutLimit,
      ]
        .map(csvField)
        .join(','),
    )
    .join('\n')
}

const AUDIT_COLUMNS = ['username', 'event_type', 'entity_type', 'entity_id', 'description', 'old_data', 'new_data', 'ip_address', 'user_agent', 'created_at']

function auditCsv(rows: readonly AuditRow[]): string {
  return [...rows]
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((r) => [r.username, r.eventType, r.entityType, r.entityId, r.description, r.oldData, r.newData, r.ipAddress, r.userAgent, iso(r.createdAt)].map(csvField).join(','))
    .join('\n')
}

/**
 * Loads an empty table without its secondary indexes and foreign keys, then builds them once:
 * several times faster than maintaining nine indexes and four foreign-key checks row by row.
 * `log`, when given, hears how long the rebuild took (minutes for millions of rows).
 */
async function bulkLoad(handle: DatabaseHandle, table: string, load: () => Promise<void>, log?: (line: string) => void): Promise<void> {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    handle,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = ${table}
          and indexname not in (select conname from pg_constraint where conrelid = to_regclass(${table}))`,
  )
  const foreignKeys = await rowsOf<{ name: string; definition: string }>(
    handle,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = to_regclass(${table}) and contype = 'f'`,
  )
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
  await execScript(handle, [...foreignKeys.map((f) => `alter table ${table} drop constraint ${quote(f.name)};`), ...indexes.map((i) => `drop index ${quote(i.name)};`)].join('\n'))
  await load()
  const started = performance.now()
  log?.(`Seeding ${table}: building ${indexes.length} indexes and ${foreignKeys.length} foreign keys`)
  await execScript(
    handle,
    [
      `set maintenance_work_mem = '256MB';`,
      ...indexes.map((i) => `${i.definition};`),
      ...foreignKeys.map((f) => `alter table ${table} add constraint ${quote(f.name)} ${f.definition};`),
      'reset maintenance_work_mem;',
      `analyze ${table};`,
    ].join('\n'),
  )
  log?.(`Seeding ${table}: indexes, foreign keys and statistics built in ${seconds(performance.now() - started)}`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const thousands = (value: number) => value.toLocaleString('en-US')

/** From this many transactions on, the seed reports its progress (it takes minutes). */
const PROGRESS_FROM = 500_000

/** Rows a transactions COPY takes; they are generated in pieces of a tenth of it. */
const COPY_ROWS = 25_000
const PIECE_ROWS = 2_500

/**
 * COPYs the transactions as they are generated, so memory stays flat whatever the count: one COPY
 * of COPY_ROWS rows is in flight while the next one is generated, piece by piece with a turn of
 * the event loop between pieces so the one in flight reaches PostgreSQL meanwhile (PostgreSQL
 * stores one while Node makes the next). Reports every tenth of the way through `log`.
 */
async function loadTransactions(handle: DatabaseHandle, transactions: TransactionBatch, log?: (line: string) => void): Promise<void> {
  const total = transactions.count
  const step = Math.ceil(total / 10)
  const started = performance.now()
  let copying: Promise<void> = Promise.resolve()
  let loaded = 0
  const copy = async (csv: string, rows: number) => {
    await handle.copyCsv('transactions', TRANSACTION_COLUMNS, csv)
    const before = loaded
    loaded += rows
    if (log && Math.floor(loaded / step) > Math.floor(before / step)) {
      log(`Seeding transactions: ${thousands(loaded)} of ${thousands(total)} (${Math.floor((loaded / total) * 100)}%), ${Math.round((performance.now() - started) / 1000)} s`)
    }
  }
  let pieces: string[] = []
  let rows = 0
  for (const piece of transactions.chunks) {
    pieces.push(piece.csv)
    rows += piece.rows
    if (rows >= COPY_ROWS) {
      await copying
      copying = copy(pieces.join(''), rows)
      // Awaited before the next COPY or at the end; until then its failure must not count as unhandled.
      copying.catch(() => undefined)
      pieces = []
      rows = 0
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  await copying
  if (rows) await copy(pieces.join(''), rows)
}

// ---------- seed

async function seedState(handle: DatabaseHandle): Promise<{ configured: boolean; started: boolean }> {
  const [row] = await rowsOf<{ permissions: number; configured: number }>(
    handle,
    sql`select (select count(*) from permissions)::int as permissions, (select count(*) from system_configuration)::int as configured`,
  )
  return { configured: (row?.configured ?? 0) > 0, started: (row?.permissions ?? 0) > 0 }
}

export async function seed(handle: DatabaseHandle, options: SeedOptions): Promise<void> {
  const t0 = performance.now()
  const state = await seedState(handle)
  if (state.configured) return
  if (state.started) {
    throw new Error('The database holds a partial seed (an earlier start stopped while seeding). Remove the data folder (DATA_DIR) or drop the database, then start again.')
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000
  const hash = options.demo ? hashSecret(DEMO_PASSWORD) : Promise.resolve(null)

  const merchants = generateMerchants(new Random(0x5eed0001), Math.max(0, options.merchants), now)
  const agents = generateAgents(new Random(0x5eed0002), Math.max(0, options.agents), merchants, now)
  // Made while they are loaded, chunk by chunk (see loadTransactions).
  const transactions = generateTransactions(new Random(0x5eed0003), { merchants, agents, count: Math.max(0, options.transactions), now, chunkSize: PIECE_ROWS })
  const demoHash = await hash
  const people = demoHash ? generateUsers(new Random(0x5eed0004), now, demoHash) : []
  const audit = people.length ? generateAudit(new Random(0x5eed0005), { now, users: people, merchants, agents }) : []
  const t1 = performance.now()
  const log = options.quiet || transactions.count < PROGRESS_FROM ? undefined : (line: string) => console.info(line)

  await execScript(handle, referenceScript(now, people, options.approvals))
  if (merchants.length) {
    await handle.copyCsv('merchants', MERCHANT_COLUMNS, merchantsCsv(merchants))
    // Made here, so the documents (about 50 MB of text for 10,000 merchants) are not kept while the transactions load.
    await handle.copyCsv('merchant_documents', DOCUMENT_COLUMNS, documentsCsv(new Random(0x5eed0007), merchants).csv)
  }
  if (agents.length) await handle.copyCsv('agents', AGENT_COLUMNS, agentsCsv(agents, merchants))
  // The sandbox's name enquiry answers for the merchants' settlement accounts and the demo's onboardings.
  const directory = options.demo ? demoDirectoryAccounts() : []
  await execScript(
    handle,
    `insert into bank_accounts (bank_code, account_number, account_name)
     select distinct on (settlement->>'bankCode', settlement->>'accountNumber') settlement->>'bankCode', settlement->>'accountNumber', settlement->>'accountName' from merchants
     on conflict do nothing;\n${
       directory.length
         ? insertSql(
             'bank_accounts',
             directory.map((a) => ({ bank_code: a.bankCode, account_number: a.accountNumber, account_name: a.accountName })),
           ).replace(/;\n$/, ' on conflict do nothing;\n')
         : ''
     }`,
  )
  // The sandbox's BVN validation answers for the agents and the merchants' personnel: as recorded,
  // except a few whose holder has another first name, a few BVNs NIBSS does not know, and the demo's
  // pending people (demo-onboardings.ts).
  const holders = options.demo ? demoBvnHolders() : []
  const differs = (id: string, first: string) => `case when ${id} % 41 = 17 then case when ${first} = 'Ngozi' then 'Amaka' else 'Ngozi' end else ${first} end`
  const born = (bvn: string) => `to_char(date '1965-01-01' + (substr(${bvn}, 5, 7)::int % 13000), 'YYYY-MM-DD')`
  await execScript(
    handle,
    `insert into bvn_holders (bvn, first_name, middle_name, last_name, date_of_birth, phone_number)
     select distinct on (bvn) bvn, ${differs('id', 'first_name')}, null, last_name, ${born('bvn')}, phone_number from agents
     where bvn ~ '^[0-9]{11}$' and id % 97 <> 50
     on conflict do nothing;
     insert into bvn_holders (bvn, first_name, middle_name, last_name, date_of_birth, phone_number)
     select distinct on (personnel->>'bvn') personnel->>'bvn', ${differs('id', "personnel->>'firstName'")}, null, personnel->>'lastName', ${born("personnel->>'bvn'")}, personnel->>'phoneNumber' from merchants
     where personnel->>'bvn' ~ '^[0-9]{11}$' and id % 89 <> 44
     on conflict do nothing;\n${
       holders.length
         ? insertSql(
             'bvn_holders',
             holders.map((h) => ({ bvn: h.bvn, first_name: h.firstName, middle_name: h.middleName, last_name: h.lastName, date_of_birth: h.dateOfBirth, phone_number: h.phoneNumber })),
           ).replace(/;\n$/, ' on conflict do nothing;\n')
         : ''
     }`,
  )
  const t2 = performance.now()
  if (transactions.count) {
    // The change log is for the servers following the core system's writes; a seed is loaded before any server holds totals.
    await execScript(handle, `alter table transactions disable trigger transaction_changes_insert;`)
    await bulkLoad(handle, 'transactions', () => loadTransactions(handle, transactions, log), log)
    await execScript(handle, `alter table transactions enable trigger transaction_changes_insert;`)
    const totalsStarted = performance.now()
    await totalsFromTransactions(handle.db)
    log?.(`Seeding transactions: totals tables made in ${seconds(performance.now() - totalsStarted)}`)
  }
  const t3 = performance.now()
  // The cases are on recent transactions, known once the transactions were made.
  const cases = people.length ? generateCases(new Random(0x5eed0006), { now, count: 30, recent: transactions.recent, merchants, agents, users: people }) : undefined
  const auditRows = [...audit, ...(cases?.audit ?? [])]
  if (auditRows.length) await handle.copyCsv('audit_records', AUDIT_COLUMNS, auditCsv(auditRows))

  const tail: string[] = []
  if (cases?.cases.length) {
    tail.push(
      insertSql(
        'cases',
        cases.cases.map((c) => ({
          id: c.id,
          case_number: c.caseNumber,
          title: c.title,
          description: c.description,
          category: c.category,
          priority: c.priority,
          status: c.status,
          transaction_reference: c.transactionReference,
          amount: c.amount,
          merchant_id: c.merchantId,
          agent_id: c.agentId,
          customer_name: c.customerName,
          customer_phone: c.customerPhone,
          assignee_id: c.assigneeId,
          created_by: c.createdBy,
          created_at: at(c.createdAt),
          updated_at: at(c.updatedAt),
          // The seeded disputes are on agent transactions (POS rule), or on nothing.
          due_at: at(c.createdAt + deadlineHours(c.transactionReference === null ? null : 'POS') * 3_600_000),
          resolved_at: c.resolvedAt === null ? null : at(c.resolvedAt),
          resolution: c.resolution,
          outcome: c.outcome,
        })),
      ),
    )
    tail.push(
      insertSql(
        'case_comments',
        cases.comments.map((c) => ({ case_id: c.caseId, author_id: c.authorId, body: c.body, created_at: at(c.createdAt) })),
      ),
    )
    tail.push(
      insertSql(
        'case_history',
        cases.history.map((h) => ({ case_id: h.caseId, action: h.action, from_value: h.fromValue, to_value: h.toValue, actor: h.actor, created_at: at(h.createdAt) })),
      ),
    )
  }
  for (const table of SERIAL_TABLES) tail.push(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false);\n`)
  await execScript(handle, tail.join(''))
  // Written last: its presence marks a complete seed.
  await writeSystemConfiguration(handle.db, { ...defaultSettings, rateLimits: options.rateLimits ?? defaultSettings.rateLimits }, 'system')
  // Statistics and the visibility map for the freshly loaded tables: PGlite has no autovacuum, so
  // without this the planner guesses table sizes and no index-only scan is possible (the merchant
  // list took twice as long).
  const vacuumStarted = performance.now()
  log?.('Seeding: vacuum analyze')
  await handle.db.execute(sql`vacuum analyze`)
  const t4 = performance.now()
  log?.(`Seeding: vacuum analyze done in ${seconds(t4 - vacuumStarted)}`)

  if (!options.quiet) {
    const s = seconds
    const n = thousands
    console.info(
      `Seeded ${n(merchants.length)} merchants, ${n(agents.length)} agents, ${n(transactions.count)} transactions, ${n(auditRows.length)} audit records, ` +
        `${n(cases?.cases.length ?? 0)} cases, ${n(people.length)} users in ${s(t4 - t0)} ` +
        `(generate ${s(t1 - t0)}, reference+merchants+agents ${s(t2 - t1)}, transactions ${s(t3 - t2)}, rest ${s(t4 - t3)})`,
    )
  }
}

/** Creates a Super Admin (for a deployment without demo accounts). Returns the new user's id. */
export async function createAdministrator(
  handle: DatabaseHandle,
  input: { username: string; password: string; firstName: string; lastName: string; email: string; phoneNumber: string },
): Promise<number> {
  const passwordHash = await hashSecret(input.password)
  return handle.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Super Admin'))
    if (!role) throw new Error('The Super Admin role does not exist: seed the database first')
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`)
    if (taken) throw new Error(`A user with the username ${input.username} or the email ${input.email} already exists`)
    const now = new Date()
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        status: 'Active',
        clientType: 'Admin',
        passwordHash,
        passwordChangedAt: now,
      })
      .returning({ id: users.id })
    if (!user) throw new Error('The administrator was not created')
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id })
    await tx.insert(auditRecords).values({
      username: 'system',
      eventType: 'Create',
      entityType: 'User',
      entityId: String(user.id),
      description: `Created administrator ${input.username}`,
      newData: JSON.stringify({ id: user.id, username: input.username, firstName: input.firstName, lastName: input.lastName, email: input.email, roles: ['Super Admin'] }),
      ipAddress: '127.0.0.1',
      userAgent: null,
    })
    return user.id
  })
}
