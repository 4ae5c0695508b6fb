// Lists answered from memory while the data version stays the same (handlers marked `cached`).
import type { Context } from 'hono'

import { normalise } from './answers.ts'
import { splitResult } from './audit.ts'
import { SharedAnswers } from './shared-answers.ts'

/** How long a cached list answer lives at most, written or not: the answers that depend on the time (a case's time left). */
export const LIST_CACHE_TTL_MS = 15_000
/** The memory the kept answers may take (their JSON text, counted as UTF-16). */
export const LIST_CACHE_BYTES = 32 * 1024 * 1024

/**
 * List answers kept as their JSON text, keyed by operation, user and request, at the data version
 * they were made at (the platform's one cache of shared answers, bounded by LIST_CACHE_BYTES).
 */
export class ListCache {
  private readonly answers = new SharedAnswers({ entries: 100_000, bytes: LIST_CACHE_BYTES })

  /** The answer made at `version` (the data version of the request), kept or made now. */
  async answer(c: Context, version: string, key: string, produce: () => Promise<unknown>): Promise<Response> {
    const made = await this.answers.get(
      key,
      version,
      LIST_CACHE_TTL_MS,
      async () => {
        const result = await produce()
        if (result instanceof Response) return result
        const { status, body } = normalise(splitResult(result).answer)
        return { status, body: JSON.stringify(body) }
      },
      (answer) => (answer instanceof Response ? null : answer.body.length * 2),
    )
    return made instanceof Response ? made : c.body(made.body, made.status as 200, { 'content-type': 'application/json' })
  }
}
