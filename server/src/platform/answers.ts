// A handler's result as the HTTP answer: a status and body (200 unless given), or a streamed file as it is.
import type { Context } from 'hono'

import { splitResult } from './audit.ts'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts'

/** A handler's answer as a status and body: `{ status, body }` as given, anything else (an envelope) with 200. */
export function normalise(result: unknown): { status: number; body: unknown } {
  if (typeof result === 'object' && result !== null && 'status' in result && 'body' in result && typeof (result as { status: unknown }).status === 'number' && !('succeeded' in result)) {
    return result as { status: number; body: unknown }
  }
  return { status: 200, body: result }
}

/** The response to a handler's result: JSON in its status, or the streamed file it already is. */
export function answer(c: Context, result: unknown): Response {
  // A streamed file (an export) is already the response: it takes the headers set for it (rate limits).
  if (result instanceof Response) {
    for (const name of ['RateLimit', 'RateLimit-Policy', REQUEST_ID_HEADER]) {
      const value = c.res.headers.get(name)
      if (value) result.headers.set(name, value)
    }
    return result
  }
  const { status, body } = normalise(splitResult(result).answer)
  // A refusal a handler answers itself (the health check's 503) names the request too, as thrown ones do.
  const refused = typeof body === 'object' && body !== null && (body as { succeeded?: unknown }).succeeded === false
  return c.json(refused ? { ...body, requestId: requestIdOf(c) } : (body as object), status as 200)
}
