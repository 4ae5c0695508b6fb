// Personal data (DOMAIN.md, the Nigeria Data Protection Act 2023): a BVN or NIN is answered in full
// only by a reveal, which the audit trail records (who saw which field of which record, never the
// value); a destination (an e-mail address, a phone number) is written masked wherever it is shown
// or logged.
import { changed } from './audit.ts'
import type { Answer, Changed, OperationId } from './types.ts'

/** An identity number held in full that answers give masked (openapi/common.yaml PersonalDataField). */
export type PersonalDataField = 'bvn' | 'nin'

/** What a reveal discloses: one field of one record, in full. */
export interface PersonalDataReveal {
  entityType: string
  entityId: number
  /** The record in words, for the trail: "agent AGT-000119 Halima Yusuf". */
  entityName: string
  field: PersonalDataField
  value: string
}

/** A BVN or NIN answered in full, and on the trail who saw which field of which record (never the value). */
export function personalDataRevealed<K extends OperationId>(reveal: PersonalDataReveal): Changed<K> {
  const { entityType, entityId, entityName, field, value } = reveal
  const answer = { succeeded: true, message: null, errors: null, data: { field, value } } as Answer<K>
  return changed(answer, { eventType: 'PersonalDataRevealed', entityType, entityId, description: `Revealed the ${field.toUpperCase()} of ${entityName}`, newData: { field } })
}

/** An e-mail address or phone number with most of it hidden: a***@example.ng, +234******67. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@')
  if (at > 0) return `${destination[0]}***${destination.slice(at)}`
  return `${destination.slice(0, 4)}******${destination.slice(-2)}`
}
