// How large a request body an operation accepts: 413 in the envelope beyond it, judged before the body is read when its length is announced.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { refusal } from './error-mapping.ts'
import { HttpError } from './http.ts'

/** The JSON a signed-in user may send (1 MB), unless the operation declares its own (x-body-limit). */
export const BODY_LIMIT = 1_048_576
/** Before sign-in (login, one-time codes, password reset): small forms only, so nobody unknown makes the server read much. */
export const PUBLIC_BODY_LIMIT = 16_384

/** The body limit of an operation: its own (x-body-limit), else the public or the signed-in one. */
export const bodyLimitOf = (entry: { op: { bodyLimit: number | undefined }; publicOnly: boolean }) => entry.op.bodyLimit ?? (entry.publicOnly ? PUBLIC_BODY_LIMIT : BODY_LIMIT)

/** 413 in the envelope: refused from Content-Length before reading, or as soon as a streamed body passes the limit. */
export const tooLarge = (limit: number) => (c: Context) =>
  refusal(c, new HttpError(413, 'PAYLOAD_TOO_LARGE', [`The request body is larger than this operation accepts (at most ${limit.toLocaleString('en')} bytes)`], 'Payload Too Large', [], { limit }))

/**
 * The body limit of an operation. An announced length is judged from the header alone: touching
 * the request's body, as Hono's body-limit does first, makes the Node adapter build a full Request
 * and read the body through it, a fifth of a small POST's time. A streamed body (no length) goes
 * through Hono's body-limit, which counts it as it is read.
 */
export function limitBody(limit: number): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: limit, onError: tooLarge(limit) })
  return async (c, next) => {
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > limit ? tooLarge(limit)(c) : next()
    }
    return streamed(c, next)
  }
}
