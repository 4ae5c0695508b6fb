// Handler types derived from the generated contract types: no hand-written request or answer shapes.
import type { operations as AdminOps } from '../../../src/api/schema/admin.ts'
import type { operations as ApmsOps } from '../../../src/api/schema/apms.ts'
import type { operations as AudOps } from '../../../src/api/schema/aud.ts'
import type { operations as CmsOps } from '../../../src/api/schema/cms.ts'
import type { operations as DashmsOps } from '../../../src/api/schema/dashms.ts'
import type { operations as MerOps } from '../../../src/api/schema/mer.ts'
import type { operations as PmsOps } from '../../../src/api/schema/pms.ts'
import type { operations as ReportmsOps } from '../../../src/api/schema/reportms.ts'
import type { operations as SupOps } from '../../../src/api/schema/sup.ts'
import type { operations as UmsOps } from '../../../src/api/schema/ums.ts'
import type { Executor } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { Authenticator } from './auth.ts'

export type Operations = AdminOps & ApmsOps & AudOps & CmsOps & DashmsOps & MerOps & PmsOps & ReportmsOps & SupOps & UmsOps
export type OperationId = keyof Operations

type Params<K extends OperationId> = Operations[K] extends { parameters: infer P } ? P : never
export type PathOf<K extends OperationId> = Params<K> extends { path: infer P } ? (P extends undefined ? Record<string, never> : NonNullable<P>) : Record<string, never>
export type QueryOf<K extends OperationId> = Params<K> extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>
export type BodyOf<K extends OperationId> = Operations[K] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined
type Responses<K extends OperationId> = Operations[K] extends { responses: infer R } ? R : never
export type AnswerOf<K extends OperationId, S extends number> = Responses<K> extends Record<S, { content: { 'application/json': infer A } }> ? A : never
/** The 200 answer of an operation, in its envelope. */
export type OkOf<K extends OperationId> = AnswerOf<K, 200>
/** The `data` of the 200 answer. */
export type DataOf<K extends OperationId> = OkOf<K> extends { data: infer D } ? D : never

export interface Actor {
  userId: number | null
  username: string
  fullName: string
}

/** What a mutating operation changed: the one audit record the pipeline writes for it. */
export interface AuditEntry {
  /** The user the record is under when the request has no session: who signed in, or whose password was reset (else the caller). */
  username?: string
  eventType: string
  entityType: string
  entityId?: string | number | null
  /** The record's name, for its business event (platform/business-events.ts); else read from the data. */
  entityName?: string | null
  description: string
  oldData?: unknown
  newData?: unknown
}

/** What an approvable action changes: stored with its approval request and compared on approval. */
export interface Subject {
  entityType: string
  entityId: number | null
  entityName: string | null
  summary: string
  /** The entity as it is now (null for a creation); compared again when the request is approved. */
  before: unknown
  /** The entity as it will be once the action applies. */
  after: unknown
}

/** What approving a request would change beyond its record, shown to the checker (approval request detail). */
export type ApprovalImpact = NonNullable<DataOf<'getApprovalRequest'>['impact']>

/** A pending change as stored with its approval request, for its handler's impact(). */
export interface PendingChange {
  entityId: number | null
  before: unknown
  after: unknown
}

export interface Platform {
  authenticator: Authenticator
  /** Applies or refuses a pending approval request (maker-checker) in the caller's transaction. */
  decideApproval(ctx: RequestContext<OperationId>, id: number, decision: { approve: boolean; reason?: string }): Promise<number>
  /** Returns a pending approval request to its maker for correction, with a note and the fields named (maker-checker). */
  returnApproval(ctx: RequestContext<OperationId>, id: number, back: { note: string; fields: string[] }): Promise<number>
  /** The maker resubmits a returned request with the amended body, validated as its operation's; Pending again, the same id. */
  resubmitApproval(ctx: RequestContext<OperationId>, id: number, body: unknown): Promise<number>
  /** Stores an approval request for an operation without applying it; returns its id. */
  submitForApproval(ctx: RequestContext<OperationId>, operationId: OperationId, input: StoredInput): Promise<number>
  /**
   * Runs an operation for the caller of a bulk operation as if it had been sent alone with this
   * Idempotency-Key: its permission, validation, key (same store and scope), own transaction,
   * maker-checker and audit. Answers the status and envelope it would have had, refusals included.
   */
  perform(ctx: RequestContext<OperationId>, operationId: OperationId, input: StoredInput, idempotencyKey?: string): Promise<{ status: number; body: unknown; replayed: boolean }>
  /** The impact of a change held for approval, from its operation's handler; null when it describes none. */
  impactOf(db: Executor, operationId: string, change: PendingChange): Promise<ApprovalImpact | null>
  /** Drops cached sessions and permissions after users, roles or permissions change. */
  invalidateAuthorization(): void
  /** Sends through the sandbox's notification outbox (printed in demo mode). */
  notify(db: Executor, message: { channel: 'Email' | 'Sms'; destination: string; username: string | null; subject: string; body: string }): Promise<void>
}

export interface StoredInput {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
}

export interface RequestContext<K extends OperationId> {
  operationId: K
  path: PathOf<K>
  query: QueryOf<K>
  body: BodyOf<K>
  /** The signed-in user; null on public operations. */
  actor: Actor
  signedIn: boolean
  permissions: ReadonlySet<string>
  /** The database, or the request's transaction for mutating operations. */
  db: Executor
  env: Env
  ip: string
  userAgent: string | null
  headers: Headers
  /** True when the action is being applied by a checker's approval. */
  approved: boolean
  /** The returned request being resubmitted by its maker: what it claims itself is no clash. */
  resubmitting?: number | undefined
  /** What an approvable action changes, computed once by the pipeline before handle(). */
  subject: Subject | undefined
  /** Work that must persist although the request fails (failed sign-ins): runs after the rollback. */
  onRollback(effect: (db: Executor) => Promise<void>): void
  /** The audit record of a refused attempt (a failed sign-in, under the name tried), written after the rollback. */
  auditRefusal(username: string, entry: AuditEntry): void
  platform: Platform
}

/** An answer: the 200 envelope, or another status with its body, or a file streamed as it is written (exports). */
export type Answer<K extends OperationId> = OkOf<K> | { status: number; body: unknown } | Response

/** An answer with what the operation changed; the pipeline writes the change as its audit record. */
export interface Changed<K extends OperationId> {
  kind: 'changed'
  answer: Answer<K>
  change: AuditEntry
}

export interface Handler<K extends OperationId> {
  /**
   * Answers the request; status 200 unless given. A mutating operation returns what it changed
   * (changed() in audit.ts) and never writes audit records itself.
   */
  handle(ctx: RequestContext<K>): Promise<Answer<K> | Changed<K>>
  /** For approvable operations: what the action changes, checked before it is sent for approval. */
  subject?(ctx: RequestContext<K>): Promise<Subject>
  /** For approvable operations: what approving would change beyond the record (the checker reads it beside before and after). */
  impact?(db: Executor, change: PendingChange): Promise<ApprovalImpact | null>
  /** A bulk operation: runs outside the pipeline's transaction, each item in its own (platform.perform). */
  bulk?: true
  /** A GET that changes data (its method is fixed by the specification): run like a mutating operation. */
  mutating?: true
  /** A POST that only reads (its method is fixed by the specification: the filter is the body): run like a GET, outside a transaction. */
  readOnly?: true
  /**
   * A list whose answer is kept in memory, per user and request, until the data version moves
   * (any write to a listed record, on any server: db/versions.ts) or LIST_CACHE_TTL_MS passes
   * (answers that depend on the time: a case's deadline).
   */
  cached?: true
}

export type Handlers<K extends OperationId> = { [P in K]: Handler<P> }

/** The subject the pipeline computed for a handler that describes one. */
export function subjectOf<K extends OperationId>(ctx: RequestContext<K>): Subject {
  if (!ctx.subject) throw new Error(`${ctx.operationId} has no subject`)
  return ctx.subject
}

export const permissionKey = (group: string, action: string) => `${group}/${action}`
