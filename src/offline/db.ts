// The device's offline store (IndexedDB through Dexie), shared by the pages and the service worker.
import { Dexie, type EntityTable } from 'dexie'

export type DecisionKind = 'approve' | 'reject' | 'return'
export type DecisionStatus = 'queued' | 'sending' | 'applied' | 'refused' | 'cancelled'

/** An approve, reject or return for correction made without network: replayed later with the same Idempotency-Key. */
export interface QueuedDecision {
  id?: number
  idempotencyKey: string
  requestId: number
  /** The request's title as the checker saw it ("Onboard merchant Ade Stores Ltd"); records queued before it was kept have none. */
  title?: string | null
  decision: DecisionKind
  /** The reason of a rejection, or the note of a return. */
  reason: string | null
  /** The fields a return names for correction (none for an approval or a rejection; records queued before returns have none). */
  fields?: string[] | null
  /** The user who clicked; only their own session may send it. No token is stored. */
  userId: number
  username: string
  url: string
  /** The fixed platform headers (app-id, app-key, channel): configuration, not credentials. */
  headers: Record<string, string>
  body: string | null
  createdAt: string
  status: DecisionStatus
  attempts: number
  lastAttemptAt: string | null
  settledAt: string | null
  /** The server's answer: its message when applied, its first error when refused (English: shown only for a code this build does not word). */
  outcome: string | null
  /** A refusal's code from the catalogue and the values it carries: the refusal is worded from them in the reader's language when shown. */
  code?: string | null
  values?: Record<string, string | number> | null
  /** When the user dismissed a refusal from the banner. */
  acknowledgedAt?: string | null
}

export type SyncPhase = 'idle' | 'syncing' | 'waiting' | 'offline'

export interface SyncState {
  id: 'outbox'
  phase: SyncPhase
  /** Why the queue waits (no session, another user signed in, platform error…). */
  reason: string | null
  updatedAt: string
  lastSyncedAt: string | null
  /** Rate limited (429): nothing is sent before this moment (Retry-After). */
  retryAt?: string | null
}

/** What a user typed into a form, kept on the device until it is submitted or discarded. */
export interface FormDraft {
  /** `<userId>:<form key>`: a draft is never shown to another user of the tablet. */
  key: string
  userId: number
  values: unknown
  savedAt: string
}

export interface ReferenceEntry {
  key: string
  data: unknown
  fetchedAt: string
}

/** A report page as it was last read online, shown with its age when the network is gone. */
export interface SavedReportPage {
  /** `<userId>:<report>:<filters as JSON>`: one user's pages are never shown to another. */
  key: string
  userId: number
  report: string
  data: unknown
  savedAt: string
  /** When it was last saved or read: the least recently used pages go first. */
  usedAt: string
}

/** A record a picker has shown (a merchant, an agent, a role…): what the pickers search offline. */
export interface SeenRecord {
  /** `<userId>:<kind>:<id>`: one user's records are never offered to another. */
  key: string
  userId: number
  kind: string
  id: number
  name: string
  detail: string | null
  /** What it belongs to (an agent's merchantId, superAgentId): the offline search applies the picker's scope. Absent on records seen before. */
  scope?: Record<string, string | number> | null
  /** The picker's words for it in lower case: an offline search reads this. */
  search: string
  seenAt: string
}

export class OfflineDatabase extends Dexie {
  decisions!: EntityTable<QueuedDecision, 'id'>
  syncState!: EntityTable<SyncState, 'id'>
  reference!: EntityTable<ReferenceEntry, 'key'>
  drafts!: EntityTable<FormDraft, 'key'>
  reportPages!: EntityTable<SavedReportPage, 'key'>
  seenRecords!: EntityTable<SeenRecord, 'key'>

  constructor(name = 'agent-banking-offline') {
    super(name)
    this.version(1).stores({
      decisions: '++id, &idempotencyKey, status, userId, requestId, createdAt',
      syncState: 'id',
      reference: 'key',
    })
    this.version(2).stores({ drafts: 'key, userId' })
    this.version(3).stores({ reportPages: 'key, userId, usedAt' })
    this.version(4).stores({ seenRecords: 'key, [userId+kind], seenAt' })
  }
}

export const offlineDb = new OfflineDatabase()
