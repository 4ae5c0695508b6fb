// The sandbox platform's tables. Money is integer kobo (bigint as number), times are timestamptz.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

const kobo = (name: string) => bigint(name, { mode: 'number' })
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

// ---------- users, roles, permissions, sessions
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    shortName: text('short_name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('permissions_group_short').on(t.groupName, t.shortName)],
)

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('Active'),
    clientType: text('client_type').notNull().default('Admin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_lower').on(sql`lower(${t.name})`), index('roles_status_created').on(t.status, t.createdAt)],
)

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: text('status').notNull().default('Active'),
    clientType: text('client_type').notNull().default('Admin'),
    passwordHash: text('password_hash'),
    multiFactorEnabled: boolean('multi_factor_enabled').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_lower').on(sql`lower(${t.username})`), uniqueIndex('users_email_lower').on(sql`lower(${t.email})`), index('users_status_created').on(t.status, t.createdAt)],
)

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role').on(t.roleId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_revoked')
      .on(t.revokedAt)
      .where(sql`revoked_at is not null`),
  ],
)

export const otpChallenges = pgTable('otp_challenges', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash'),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: at('used_at'),
  createdAt: createdAt(),
})

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
})

/** The passwords a user has replaced (hashes only): with the current one, the policy's history refuses reusing the last ones. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_created').on(t.userId, t.createdAt)],
)

/** The sandbox's notification outbox: every e-mail or SMS it would send. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    username: text('username'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_username').on(t.username, t.createdAt)],
)

export const securityQuestions = pgTable('security_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  status: text('status').notNull().default('Active'),
  createdAt: createdAt(),
})

export const userSecurityAnswers = pgTable(
  'user_security_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => securityQuestions.id),
    answerHash: text('answer_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
)

// ---------- reference data
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull(),
  dialCode: text('dial_code').notNull(),
  currencyCode: text('currency_code').notNull(),
})

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('states_country').on(t.countryId)],
)

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
})

export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  required: boolean('required').notNull().default(false),
})

export const superAgents = pgTable('super_agents', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  cbnLicenceNumber: text('cbn_licence_number').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  status: text('status').notNull().default('Active'),
  createdAt: createdAt(),
})

// ---------- products, fees, commissions
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  description: text('description'),
  status: text('status').notNull().default('Active'),
})

/** The columns a named configuration record starts with (product groups, fee schemes, commission groups): its name, description and status. */
const namedRecord = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  status: text('status').notNull().default('Active'),
})

/** The columns a configuration record ends with: who created it, and when it was created and last updated. */
const authored = () => ({ createdBy: text('created_by').notNull(), createdAt: createdAt(), updatedAt: updatedAt() })

/** The indexes of a configuration record's list: by status and creation, and by name without case. */
const listIndexes = (table: string, t: { status: AnyPgColumn; createdAt: AnyPgColumn; name: AnyPgColumn }) => [
  index(`${table}_status_created`).on(t.status, t.createdAt),
  index(`${table}_name_lower`).on(sql`lower(${t.name})`),
]

export const productGroups = pgTable('product_groups', { ...namedRecord(), ...authored() }, (t) => listIndexes('product_groups', t))

export const productGroupProducts = pgTable(
  'product_group_products',
  {
    productGroupId: integer('product_group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.productGroupId, t.productId] })],
)

/** A table of rules per product under a name (fee schemes, commission groups); the rules are stored as jsonb. */
const ruleScheme = <N extends string>(name: N) => pgTable(name, { ...namedRecord(), rules: jsonb('rules').notNull(), ...authored() }, (t) => listIndexes(name, t))

/** rules: FeeRule[] exactly as the contract describes them (amounts in kobo). */
export const feeSchemes = ruleScheme('fee_schemes')

/** rules: CommissionShareRule[]: per product, agent/super agent/platform percentages summing to 100. */
export const commissionGroups = ruleScheme('commission_groups')

// ---------- merchants and agents
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    rcNumber: text('rc_number').notNull(),
    tin: text('tin'),
    emailAddress1: text('email_address1').notNull(),
    emailAddress2: text('email_address2'),
    phoneNumber1: text('phone_number1').notNull(),
    phoneNumber2: text('phone_number2'),
    address: jsonb('address').notNull(),
    superAgentId: integer('super_agent_id')
      .notNull()
      .references(() => superAgents.id),
    personnelUsername: text('personnel_username').notNull(),
    personnel: jsonb('personnel').notNull(),
    settlement: jsonb('settlement').notNull(),
    productGroupId: integer('product_group_id').references(() => productGroups.id),
    feeSchemeId: integer('fee_scheme_id').references(() => feeSchemes.id),
    commissionGroupId: integer('commission_group_id').references(() => commissionGroups.id),
    dailyTransactionLimit: kobo('daily_transaction_limit').notNull(),
    singleTransactionLimit: kobo('single_transaction_limit').notNull(),
    status: text('status').notNull().default('Active'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchants_business_name_lower').on(sql`lower(${t.businessName})`),
    uniqueIndex('merchants_personnel_username_lower').on(sql`lower(${t.personnelUsername})`),
    index('merchants_email1_lower').on(sql`lower(${t.emailAddress1})`),
    index('merchants_phone1').on(t.phoneNumber1),
    index('merchants_status_created').on(t.status, t.createdAt),
    index('merchants_super_agent').on(t.superAgentId),
    // A picker's search by any part of a name (trigrams, pg_trgm): no scan of every merchant.
    index('merchants_name_search').using('gin', sql`lower(${t.businessName}) gin_trgm_ops`),
    // The merchant list's default filter and order: a page is the first rows of this index.
    index('merchants_listed')
      .on(t.createdAt, t.id)
      .where(sql`status <> 'Deleted'`),
  ],
)

export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_documents_type').on(t.merchantId, t.documentTypeId)],
)

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    businessName: text('business_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    bvn: text('bvn').notNull(),
    /** Null only for agents recorded before the 2025 guidelines made the bank collect it. */
    nin: text('nin'),
    tin: text('tin'),
    agentType: text('agent_type').notNull().default('Individual'),
    address: jsonb('address').notNull(),
    /** address.stateId, as a column for the state filter and its index. */
    stateId: integer('state_id').references(() => states.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    superAgentId: integer('super_agent_id')
      .notNull()
      .references(() => superAgents.id),
    terminalId: text('terminal_id').notNull(),
    terminalSerialNumber: text('terminal_serial_number'),
    terminalMaker: text('terminal_maker'),
    dailyCashOutLimit: kobo('daily_cash_out_limit').notNull().default(120_000_000),
    status: text('status').notNull().default('Active'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agents_merchant').on(t.merchantId),
    index('agents_super_agent').on(t.superAgentId),
    index('agents_status_created').on(t.status, t.createdAt),
    // Agent counts of a merchant list page, from the index alone.
    index('agents_of_merchant_listed')
      .on(t.merchantId)
      .where(sql`status <> 'Deleted'`),
    // The agent list's default filter and order, alone and per merchant, super agent or state.
    index('agents_listed')
      .on(t.createdAt, t.id)
      .where(sql`status <> 'Deleted'`),
    index('agents_merchant_listed')
      .on(t.merchantId, t.createdAt, t.id)
      .where(sql`status <> 'Deleted'`),
    index('agents_super_agent_listed')
      .on(t.superAgentId, t.createdAt, t.id)
      .where(sql`status <> 'Deleted'`),
    index('agents_state_listed')
      .on(t.stateId, t.createdAt, t.id)
      .where(sql`status <> 'Deleted'`),
    // A picker's search by any part of a name or the code (trigrams, pg_trgm): agentNameSearch in agent-repository.ts.
    index('agents_name_search').using('gin', sql`lower(${t.code} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.businessName}) gin_trgm_ops`),
    // Exclusivity and uniqueness checks.
    index('agents_bvn').on(t.bvn),
    index('agents_nin').on(t.nin),
    index('agents_phone').on(t.phoneNumber),
    index('agents_terminal').on(t.terminalId),
  ],
)

// ---------- transactions
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    sessionId: text('session_id'),
    status: text('status').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    channel: text('channel').notNull(),
    amount: kobo('amount').notNull(),
    fee: kobo('fee').notNull(),
    agentCommission: kobo('agent_commission').notNull(),
    superAgentCommission: kobo('super_agent_commission').notNull(),
    platformCommission: kobo('platform_commission').notNull(),
    superAgentId: integer('super_agent_id')
      .notNull()
      .references(() => superAgents.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    debitAccountNumber: text('debit_account_number').notNull(),
    creditAccountNumber: text('credit_account_number').notNull(),
    destinationBankCode: text('destination_bank_code').notNull(),
    narration: text('narration').notNull(),
    responseCode: text('response_code').notNull(),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('transactions_reference').on(t.reference),
    // Every filter of the transaction report leads an index that ends with the page's order
    // (createdAt, id): a page is read by key from its first row at any depth (reportms/repository.ts).
    // The narrow filters' indexes also carry amount and fee (INCLUDE, added by hand in migration
    // 0014: drizzle cannot say it), so their totals are read from the index alone.
    index('transactions_created').on(t.createdAt, t.id),
    index('transactions_status_created').on(t.status, t.createdAt, t.id),
    index('transactions_super_agent_created').on(t.superAgentId, t.createdAt, t.id),
    index('transactions_product_created').on(t.productId, t.createdAt, t.id),
    index('transactions_channel_created').on(t.channel, t.createdAt, t.id),
    index('transactions_merchant_created').on(t.merchantId, t.createdAt, t.id),
    index('transactions_agent_created').on(t.agentId, t.createdAt, t.id),
    index('transactions_debit_account').on(t.debitAccountNumber, t.createdAt, t.id),
    index('transactions_credit_account').on(t.creditAccountNumber, t.createdAt, t.id),
    index('transactions_bank_created').on(t.destinationBankCode, t.createdAt, t.id),
  ],
)

// ---------- daily totals: folded from the change log of transactions (totals/fold.ts), read by
// the dashboard, analytics and report totals instead of a scan of every transaction per request.
export const dailyTotals = pgTable(
  'daily_totals',
  {
    /** The transaction's calendar day in Lagos. */
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    superAgentId: integer('super_agent_id').notNull(),
    /** The agent's state when the transaction was written; 0 when the agent has none. */
    stateId: integer('state_id').notNull(),
    count: integer('count').notNull(),
    amount: kobo('amount').notNull(),
    fee: kobo('fee').notNull(),
    agentCommission: kobo('agent_commission').notNull(),
    superAgentCommission: kobo('super_agent_commission').notNull(),
    platformCommission: kobo('platform_commission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.status, t.channel, t.superAgentId, t.stateId] }), index('daily_totals_super_agent_day').on(t.superAgentId, t.day)],
)

/**
 * The successful transactions by Lagos day, merchant and super agent, folded from the change log of
 * transactions (totals/fold.ts): the commission reports by merchant and by aggregator read these
 * (as running sums in memory, report-totals.ts) instead of every transaction of the period.
 */
export const merchantDailyTotals = pgTable(
  'merchant_daily_totals',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    superAgentId: integer('super_agent_id').notNull(),
    count: integer('count').notNull(),
    amount: kobo('amount').notNull(),
    fee: kobo('fee').notNull(),
    agentCommission: kobo('agent_commission').notNull(),
    superAgentCommission: kobo('super_agent_commission').notNull(),
    platformCommission: kobo('platform_commission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.superAgentId] })],
)

/**
 * Every transaction by Lagos day, agent, merchant and super agent (migration 0015): the agent
 * report's counts, its successful amount, fees and commission, and the day's last transaction time.
 */
export const agentDailyTotals = pgTable(
  'agent_daily_totals',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    superAgentId: integer('super_agent_id').notNull(),
    count: integer('count').notNull(),
    successfulCount: integer('successful_count').notNull(),
    failedCount: integer('failed_count').notNull(),
    amount: kobo('amount').notNull(),
    fee: kobo('fee').notNull(),
    commission: kobo('commission').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.merchantId, t.superAgentId] })],
)

/** How far the change log is folded into the totals tables (migration 0018, totals/fold.ts). */
export const totalsFolded = pgTable('totals_folded', {
  id: integer('id').primaryKey(),
  horizon: text('horizon').notNull(),
})

/**
 * Each change to transactions, logged by statement triggers (migration 0016) and read by the
 * servers by writing transaction id: the totals they hold follow it (totals/change-feed.ts), and
 * the totals tables are folded from it (totals/fold.ts).
 */
export const transactionChanges = pgTable(
  'transaction_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    xid: text('xid').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sign: smallint('sign').notNull(),
    transactionId: integer('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    superAgentId: integer('super_agent_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id').notNull(),
    stateId: integer('state_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    agentCommission: bigint('agent_commission', { mode: 'number' }).notNull(),
    superAgentCommission: bigint('super_agent_commission', { mode: 'number' }).notNull(),
    platformCommission: bigint('platform_commission', { mode: 'number' }).notNull(),
  },
  (t) => [index('transaction_changes_xid').on(t.xid), index('transaction_changes_at').on(t.at)],
)

/**
 * Bumped by a statement trigger on every change to the records the lists show (migration 0009):
 * a list answered from memory is answered again once it moves, on every server of the database.
 */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

// ---------- the sandbox's NIBSS directory
/**
 * Accounts the sandbox's name enquiry knows (simulating NIBSS NIP name enquiry): the demo's
 * settlement accounts. A bank's platform asks NIBSS instead; nothing in the back office writes here.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bankCode, t.accountNumber] })],
)

/**
 * BVN holders the sandbox's BVN validation knows (simulating NIBSS BVN validation): the demo's agents
 * and merchants' personnel, most as recorded, some deliberately not. Nothing in the back office
 * writes here, and nothing reads a row back whole: the validation answers match or not per field.
 */
export const bvnHolders = pgTable('bvn_holders', {
  bvn: text('bvn').primaryKey(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  /** YYYY-MM-DD. */
  dateOfBirth: text('date_of_birth').notNull(),
  phoneNumber: text('phone_number'),
})

// ---------- maker-checker, audit, idempotency
export const approvalConfigs = pgTable('approval_configs', {
  id: serial('id').primaryKey(),
  permissionId: integer('permission_id')
    .notNull()
    .unique()
    .references(() => permissions.id),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
})

export const approvalConfigRoles = pgTable(
  'approval_config_roles',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => approvalConfigs.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.configId, t.roleId] })],
)

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
    operationId: text('operation_id').notNull(),
    /** The validated request (path, query, body) to apply on approval. */
    input: jsonb('input').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    entityName: text('entity_name'),
    summary: text('summary').notNull(),
    beforeData: text('before_data'),
    afterData: text('after_data').notNull(),
    changedFields: jsonb('changed_fields').notNull(),
    status: text('status').notNull().default('Pending'),
    makerId: integer('maker_id').references(() => users.id),
    makerUsername: text('maker_username').notNull(),
    makerFullName: text('maker_full_name').notNull(),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: at('decided_at'),
    reason: text('reason'),
    /** Returns and resubmissions in order (0022): ApprovalHistoryEntry[]; the sending and the decision are createdAt and decidedAt. */
    history: jsonb('history').notNull().default([]),
    createdAt: createdAt(),
    /** Moved by the trigger touch_updated_at (0026) on every change: sent, returned, resubmitted, decided. */
    updatedAt: updatedAt(),
  },
  (t) => [index('approval_requests_status_created').on(t.status, t.createdAt), index('approval_requests_created').on(t.createdAt), index('approval_requests_updated').on(t.updatedAt, t.id)],
)

export const auditRecords = pgTable(
  'audit_records',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    eventType: text('event_type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    description: text('description').notNull(),
    oldData: text('old_data'),
    newData: text('new_data'),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    // The hash chain (0020): never written by the application; the trigger audit_records_chain sets them on insert (NOT NULL in the database).
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_records_seq').on(t.seq),
    index('audit_records_created').on(t.createdAt),
    index('audit_records_created_id').on(t.createdAt, t.id),
    index('audit_records_username_created').on(sql`lower(${t.username})`, t.createdAt),
    index('audit_records_event_created').on(t.eventType, t.createdAt),
    // A record's history (the merchant page's timeline).
    index('audit_records_entity_created').on(t.entityType, t.entityId, t.createdAt),
  ],
)

/** The audit trail's counts per Lagos day, username (lower case), event and entity type, kept by the trigger audit_record_counted (0026). */
export const auditRecordCounts = pgTable(
  'audit_record_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    username: text('username').notNull(),
    eventType: text('event_type').notNull(),
    entityType: text('entity_type').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.username, t.eventType, t.entityType] }), index('audit_record_counts_username').on(t.username, t.day)],
)

/** The same per Lagos day, event and entity type only (a few dozen rows a day): the trail without a username filter. */
export const auditRecordDayCounts = pgTable(
  'audit_record_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    entityType: text('entity_type').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.eventType, t.entityType] })],
)

/** The record lists' totals per status, kept by the trigger record_counted (0028). */
export const recordCounts = pgTable(
  'record_counts',
  {
    list: text('list').notNull(),
    status: text('status').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.status] })],
)

/** The audit chain's last link, moved by the trigger audit_records_chain (0020): its row lock orders the writers. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
})

/** Each verification of the audit chain: who, when, up to which record, and the first break found. */
export const auditVerifications = pgTable(
  'audit_verifications',
  {
    id: serial('id').primaryKey(),
    verifiedBy: text('verified_by').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    scope: text('scope').notNull(),
    upToSeq: bigint('up_to_seq', { mode: 'number' }).notNull(),
    upToRecordId: integer('up_to_record_id'),
    upToHash: text('up_to_hash'),
    checked: integer('checked').notNull(),
    durationMs: integer('duration_ms').notNull(),
    result: text('result').notNull(),
    breakRecordId: integer('break_record_id'),
    breakSeq: bigint('break_seq', { mode: 'number' }),
    breakKind: text('break_kind'),
    breakDescription: text('break_description'),
  },
  (t) => [index('audit_verifications_result').on(t.result, t.id)],
)

// ---------- business events (0024): the feed and the webhooks

/** A business event, written with its change (platform/business-events.ts); seq is given by the trigger business_events_place, in commit order. */
export const businessEvents = pgTable(
  'business_events',
  {
    // The primary key, never written by the application: the trigger gives it (NOT NULL in the database).
    seq: bigint('seq', { mode: 'number' }),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityName: text('entity_name'),
    actor: text('actor').notNull(),
    summary: text('summary').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('business_events_type_seq').on(t.type, t.seq)],
)

/** The feed's last place, moved by the trigger business_events_place: its row lock orders the writers. */
export const businessEventHead = pgTable('business_event_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
})

/** A URL subscribed to kinds of business event; its secret sealed (platform/webhooks.ts). */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description'),
  eventTypes: jsonb('event_types').$type<string[]>().notNull(),
  sealedSecret: text('sealed_secret').notNull(),
  status: text('status').notNull().default('Active'),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** One event for one subscription, its body frozen; Pending until a 2xx answer (Succeeded) or 24 hours of attempts (Failed). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id),
    eventSeq: bigint('event_seq', { mode: 'number' }),
    eventType: text('event_type').notNull(),
    messageId: text('message_id').notNull(),
    payload: text('payload').notNull(),
    status: text('status').notNull().default('Pending'),
    firstAttemptAt: at('first_attempt_at'),
    nextAttemptAt: at('next_attempt_at'),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_deliveries_event').on(t.subscriptionId, t.eventSeq), index('webhook_deliveries_log').on(t.subscriptionId, t.id)],
)

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.id)],
)

/** How far the business events have been fanned out to deliveries: its row lock lets one server at a time do it. */
export const webhookFanoutHead = pgTable('webhook_fanout_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
})

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userKey: text('user_key').notNull(),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  // The hourly purge of keys past their retention (platform/idempotency.ts) reads this index, not the table.
  (t) => [primaryKey({ columns: [t.userKey, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
)

export const systemConfiguration = pgTable('system_configuration', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
})

// ---------- cases
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    caseNumber: text('case_number').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull(),
    transactionReference: text('transaction_reference'),
    amount: kobo('amount'),
    merchantId: integer('merchant_id').references(() => merchants.id),
    agentId: integer('agent_id').references(() => agents.id),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    assigneeId: integer('assignee_id').references(() => users.id),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: at('resolved_at'),
    resolution: text('resolution'),
    outcome: text('outcome'),
    /** The regulatory deadline (services/cms/deadlines.ts), set when the case is raised. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('cases_status_created').on(t.status, t.createdAt),
    index('cases_created').on(t.createdAt),
    index('cases_status_due').on(t.status, t.dueAt),
    index('cases_transaction').on(t.transactionReference),
  ],
)

export const caseComments = pgTable('case_comments', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' }),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id),
  body: text('body').notNull(),
  createdAt: createdAt(),
})

export const caseHistory = pgTable('case_history', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  fromValue: text('from_value'),
  toValue: text('to_value'),
  actor: text('actor').notNull(),
  createdAt: createdAt(),
})
