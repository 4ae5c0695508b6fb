import { and, asc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

import type { Executor } from '../../db/client.ts'
import { containing } from '../../db/like.ts'
import { agents, caseComments, caseHistory, cases, merchants, permissions, products, rolePermissions, transactions, userRoles, users } from '../../db/schema.ts'
import { now } from '../../platform/clock.ts'
import { iso, isoOrNull, noSuch } from '../../platform/http.ts'
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import { countedTotal, readTotal } from '../../platform/record-counts.ts'
import type { DataOf } from '../../platform/types.ts'
import type { InstantRange } from '../../platform/period.ts'

type CaseView = DataOf<'listCases'>[number]
export type CaseDetailView = DataOf<'getCase'>
export type CaseStatus = CaseView['status']
export type HistoryAction = CaseDetailView['history'][number]['action']

const assignees = alias(users, 'assignee')

const caseColumns = {
  c: cases,
  businessName: merchants.businessName,
  agentCode: agents.code,
  agentFirstName: agents.firstName,
  agentLastName: agents.lastName,
  assigneeUsername: assignees.username,
  assigneeFirstName: assignees.firstName,
  assigneeLastName: assignees.lastName,
}

function baseQuery(db: Executor) {
  return db
    .select(caseColumns)
    .from(cases)
    .leftJoin(merchants, eq(merchants.id, cases.merchantId))
    .leftJoin(agents, eq(agents.id, cases.agentId))
    .leftJoin(assignees, eq(assignees.id, cases.assigneeId))
}

type CaseRow = Awaited<ReturnType<typeof baseQuery>>[number]

function toCase({ c, ...r }: CaseRow): CaseView {
  return {
    id: c.id,
    caseNumber: c.caseNumber,
    title: c.title,
    description: c.description,
    category: c.category as CaseView['category'],
    priority: c.priority as CaseView['priority'],
    status: c.status as CaseStatus,
    transactionReference: c.transactionReference,
    amount: c.amount,
    merchant: c.merchantId !== null && r.businessName !== null ? { id: c.merchantId, businessName: r.businessName } : null,
    agent: c.agentId !== null && r.agentCode !== null ? { id: c.agentId, code: r.agentCode, name: `${r.agentFirstName} ${r.agentLastName}` } : null,
    customerName: c.customerName,
    customerPhone: c.customerPhone,
    assignee: c.assigneeId !== null && r.assigneeUsername !== null ? { userId: c.assigneeId, username: r.assigneeUsername, fullName: `${r.assigneeFirstName} ${r.assigneeLastName}` } : null,
    createdBy: c.createdBy,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    resolvedAt: isoOrNull(c.resolvedAt),
    resolution: c.resolution,
    outcome: c.outcome as CaseView['outcome'],
    dueAt: iso(c.dueAt),
    overdue: isOpen(c.status) && c.dueAt.getTime() < now().getTime(),
  }
}

const openStatuses = ['Open', 'InProgress']
export const isOpen = (status: string) => openStatuses.includes(status)

export interface CaseFilter {
  status?: string | undefined
  category?: string | undefined
  openOnly?: boolean | undefined
  overdue?: boolean | undefined
  search?: string | undefined
  priority?: string | undefined
  assigneeUsername?: string | undefined
  transactionReference?: string | undefined
  range: InstantRange
  ascending: boolean
}

export async function listCases(db: Executor, filter: CaseFilter, p: ListPaging) {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(cases.status, filter.status) : undefined,
    filter.category ? eq(cases.category, filter.category) : undefined,
    filter.openOnly || filter.overdue ? inArray(cases.status, openStatuses) : undefined,
    filter.overdue ? lt(cases.dueAt, now()) : undefined,
    filter.search
      ? or(
          sql`upper(${cases.caseNumber}) = upper(${filter.search})`,
          ilike(cases.title, containing(filter.search)),
          ilike(cases.customerName, containing(filter.search)),
          ilike(cases.customerPhone, containing(filter.search)),
        )
      : undefined,
    filter.priority ? eq(cases.priority, filter.priority) : undefined,
    filter.assigneeUsername ? sql`${cases.assigneeId} in (select ${users.id} from ${users} where lower(${users.username}) = lower(${filter.assigneeUsername}))` : undefined,
    filter.transactionReference ? sql`upper(${cases.transactionReference}) = upper(${filter.transactionReference})` : undefined,
    filter.range.from ? gte(cases.createdAt, filter.range.from) : undefined,
    filter.range.to ? lt(cases.createdAt, filter.range.to) : undefined,
  ]
  const read = listRead({ table: cases, id: cases.id, createdAt: cases.createdAt, updatedAt: cases.updatedAt }, filter.ascending, p)
  await checkCursor(db, read.key, p)
  const where = and(...conditions, read.since)
  const w = read.window
  const [rows, total] = await Promise.all([
    baseQuery(db).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
    readTotal(db, caseStatusesOnly(filter, read.since) ?? sql`select count(*) from ${cases} where ${where}`),
  ])
  return { rows: rows.map(toCase), total }
}

/** The kept counts' total (0028) of a case list asked for by its status or open cases alone; null for any other filter, which counts its matches. */
function caseStatusesOnly(filter: CaseFilter, since: SQL | undefined): SQL | null {
  const { status, openOnly, ascending: _ascending, range, ...others } = filter
  if (since || range.from || range.to || Object.values(others).some((value) => value !== undefined && value !== '' && value !== false)) return null
  if (!status && !openOnly) return countedTotal('cases', 'all')
  const statuses = status ? [status] : openStatuses
  return countedTotal('cases', { only: openOnly ? statuses.filter(isOpen) : statuses })
}

/** The case row alone, locked for the request's transaction when changing it. */
export async function lockCase(db: Executor, id: number) {
  const [row] = await db.select().from(cases).where(eq(cases.id, id)).for('update')
  if (!row) throw noSuch('Case', id)
  return row
}

export async function getCase(db: Executor, id: number): Promise<CaseDetailView> {
  const [row] = await baseQuery(db).where(eq(cases.id, id))
  if (!row) throw noSuch('Case', id)
  const [comments, history] = await Promise.all([
    db
      .select({ id: caseComments.id, body: caseComments.body, createdAt: caseComments.createdAt, userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(caseComments)
      .innerJoin(users, eq(users.id, caseComments.authorId))
      .where(eq(caseComments.caseId, id))
      .orderBy(asc(caseComments.createdAt), asc(caseComments.id)),
    db.select().from(caseHistory).where(eq(caseHistory.caseId, id)).orderBy(asc(caseHistory.createdAt), asc(caseHistory.id)),
  ])
  return {
    ...toCase(row),
    comments: comments.map((c) => ({ id: c.id, author: { userId: c.userId, username: c.username, fullName: `${c.firstName} ${c.lastName}` }, body: c.body, createdAt: iso(c.createdAt) })),
    history: history.map((h) => ({ id: h.id, action: h.action as HistoryAction, fromValue: h.fromValue, toValue: h.toValue, actor: h.actor, createdAt: iso(h.createdAt) })),
  }
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id, username: users.username, status: users.status }).from(users).where(eq(users.id, id))
  return row ?? null
}

export async function usernameOf(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null
  return (await findUser(db, id))?.username ?? null
}

export async function addHistory(db: Executor, caseId: number, entries: { action: HistoryAction; fromValue: string | null; toValue: string | null; actor: string; at: Date }[]) {
  if (!entries.length) return
  await db.insert(caseHistory).values(entries.map((e) => ({ caseId, action: e.action, fromValue: e.fromValue, toValue: e.toValue, actor: e.actor, createdAt: e.at })))
}

export async function addComment(db: Executor, caseId: number, authorId: number, body: string, at: Date) {
  await db.insert(caseComments).values({ caseId, authorId, body, createdAt: at })
}

export async function updateCase(db: Executor, id: number, values: Partial<typeof cases.$inferInsert> & { updatedAt: Date }) {
  await db.update(cases).set(values).where(eq(cases.id, id))
}

/** The disputed transaction, by its reference (stored upper-case). */
export async function findTransaction(db: Executor, reference: string) {
  const [row] = await db
    .select({
      reference: transactions.reference,
      amount: transactions.amount,
      channel: transactions.channel,
      merchantId: transactions.merchantId,
      agentId: transactions.agentId,
      productName: products.name,
      productCategory: products.category,
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .where(eq(transactions.reference, reference.toUpperCase()))
  return row ?? null
}

/** A case still being worked on for the transaction, if any. */
export async function openCaseFor(db: Executor, reference: string) {
  const [row] = await db
    .select({ id: cases.id, caseNumber: cases.caseNumber, status: cases.status })
    .from(cases)
    .where(and(sql`upper(${cases.transactionReference}) = upper(${reference})`, inArray(cases.status, openStatuses)))
    .limit(1)
  return row ?? null
}

/** The next tracking number of the year: CASE-yyyy-nnnnnn. */
export async function nextCaseNumber(db: Executor, year: number): Promise<string> {
  const prefix = `CASE-${year}-`
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(substring(${cases.caseNumber} from 11)::int), 0)`.mapWith(Number) })
    .from(cases)
    .where(sql`${cases.caseNumber} like ${`${prefix}%`}`)
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(6, '0')}`
}

export async function insertCase(db: Executor, values: typeof cases.$inferInsert): Promise<number> {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id })
  return row!.id
}

/** Active users who may work on cases (Case / Manage Case), by name. */
export async function assignableUsers(db: Executor) {
  const rows = await db
    .selectDistinct({ userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(users.status, 'Active'), eq(permissions.groupName, 'Case'), eq(permissions.shortName, 'Manage Case')))
    .orderBy(asc(users.firstName), asc(users.lastName))
  return rows.map((r) => ({ userId: r.userId, username: r.username, fullName: `${r.firstName} ${r.lastName}` }))
}
