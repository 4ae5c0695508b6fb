// Lists answered from memory while the data version stays the same (handlers marked `cached`).
import type { Context } from 'hono'

import { normalise } from './answers.ts'
import { splitResult } from './audit.ts'

/** How long a cached list answer lives at most, written or not: the answers that depend on the time (a case's time left). */
export const LIST_CACHE_TTL_MS = 15_000
/** The memory the kept answers may take (their JSON text, counted as UTF-16). */
export const LIST_CACHE_BYTES = 32 * 1024 * 1024

/**
 * List answers kept as their JSON text, keyed by operation, user and request, and tagged with the
 * data version they were made at: an answer is reused only while the version is the same. Requests
 * arriving while one is made share it. The least recently used go first beyond LIST_CACHE_BYTES.
 */
export class ListCache {
  private readonly entries = new Map<string, { version: string; at: number; status: number; body: string }>()
  private bytes = 0
  private readonly making = new Map<string, Promise<{ status: number; body: string } | Response>>()

  /** The answer made at `version` (the data version of the request), kept or made now. */
  async answer(c: Context, version: string, key: string, produce: () => Promise<unknown>): Promise<Response> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.version === version && now - hit.at < LIST_CACHE_TTL_MS) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return json(c, hit.status, hit.body)
    }
    const making = `${version}|${key}`
    let pending = this.making.get(making)
    if (!pending) {
      pending = produce().then((result) => {
        if (result instanceof Response) return result
        const { status, body } = normalise(splitResult(result).answer)
        const made = { status, body: JSON.stringify(body) }
        this.forget(key)
        this.entries.set(key, { version, at: now, ...made })
        this.bytes += made.body.length * 2
        for (const oldest of this.entries.keys()) {
          if (this.bytes <= LIST_CACHE_BYTES) break
          this.forget(oldest)
        }
        return made
      })
      this.making.set(making, pending)
      void pending.finally(() => this.making.delete(making)).catch(() => undefined)
    }
    const made = await pending
    return made instanceof Response ? made : json(c, made.status, made.body)
  }

  private forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length * 2
    this.entries.delete(key)
  }
}

const json = (c: Context, status: number, body: string) => c.body(body, status as 200, { 'content-type': 'application/json' })
