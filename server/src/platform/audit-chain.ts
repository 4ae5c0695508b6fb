// The audit chain's hash, computed apart from the database: the same canonical text as the SQL
// function audit_record_hash (migration 0020), so a verification does not trust the database's code.
import { sha256 } from './crypto.ts'

/** The prev_hash of the first record. */
export const GENESIS_HASH = '0'.repeat(64)

/** What a record's hash covers, as stored; createdAtMicros is created_at in microseconds since 1970-01-01 UTC, in decimal. */
export interface ChainedRecord {
  seq: string
  id: number
  createdAtMicros: string
  username: string
  eventType: string
  entityType: string
  entityId: string | null
  description: string
  oldData: string | null
  newData: string | null
  ipAddress: string
  userAgent: string | null
  prevHash: string
}

/** A field as <length in UTF-8 bytes>:<text> and a line feed, or ~ and a line feed for null: no text can pass for another. */
const field = (value: string | number | null) => (value === null ? '~\n' : `${Buffer.byteLength(String(value), 'utf8')}:${value}\n`)

/** The text a record's hash is taken over (audit-record-v1). */
export function canonicalText(r: ChainedRecord): string {
  const fields = [r.seq, r.id, r.createdAtMicros, r.username, r.eventType, r.entityType, r.entityId, r.description, r.oldData, r.newData, r.ipAddress, r.userAgent, r.prevHash]
  return `audit-record-v1\n${fields.map(field).join('')}`
}

/** SHA-256 of the canonical text, lower-case hex. */
export const recordHash = (r: ChainedRecord) => sha256(canonicalText(r))
