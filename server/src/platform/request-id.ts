// The request id every answer carries (X-Request-Id, the error envelope, the log line): the caller's
// own when it is a sane one, so a trace crosses the bank's gateway and the platform, else a new one.
import type { Context } from 'hono'

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** What a caller's id may be: short, and nothing a log or a header could be made to misread. */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/

const ids = new WeakMap<Request, string>()

/** The id of the request: the X-Request-Id it carries when acceptable, else a new UUID; the same for the whole request. */
export function requestIdOf(c: Context): string {
  let id = ids.get(c.req.raw)
  if (id === undefined) {
    const given = c.req.header(REQUEST_ID_HEADER)
    id = given !== undefined && acceptable.test(given) ? given : crypto.randomUUID()
    ids.set(c.req.raw, id)
  }
  return id
}
