// Wording shared by the merchant service's handlers.
import { HttpError } from '../../platform/http.ts'

export const plural = (n: number, word: string) => `${n.toLocaleString('en-NG')} ${word}${n === 1 ? '' : 's'}`

/** 409 with every clash found, each naming its field. */
export function conflicts(errors: string[]): HttpError {
  return new HttpError(409, errors, 'Conflict')
}
