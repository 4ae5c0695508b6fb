// Wording shared by the merchant service's handlers.
import { conflictsOn, type HttpError } from '../../platform/http.ts'

export const plural = (n: number, word: string) => `${n.toLocaleString('en-NG')} ${word}${n === 1 ? '' : 's'}`

/** 409 IDENTITY_IN_USE with every clash found (a BVN, phone, email, terminal or account another record holds), each naming its field. */
export function conflicts(errors: string[]): HttpError {
  return conflictsOn('IDENTITY_IN_USE', 'TAKEN', errors)
}
