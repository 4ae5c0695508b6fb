// Answers shared between requests, for every service: PGlite runs one query at a time, so every
// query a request avoids is time given back to all the others. An answer is made at a version of
// what it depends on (the lists' data version, the totals' version) and reused while that version
// holds and it is younger than its time to live; requests arriving while it is made share it; a
// failed one is not kept. The least recently used go first beyond the entries or the bytes allowed.

interface Entry {
  version: string
  at: number
  value: Promise<unknown>
  bytes: number
}

export interface SharedAnswersLimits {
  entries: number
  /** The memory the kept answers may take, as their size says (none: counted by entries only). */
  bytes?: number
}

export class SharedAnswers {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(private readonly limits: SharedAnswersLimits) {}

  /**
   * The answer under `key` made at `version`, kept or made now. `size` measures a made answer for
   * the byte limit (null: shared with the requests waiting for it, not kept).
   */
  get<T>(key: string, version: string | number, ttlMs: number, make: () => Promise<T>, size?: (value: T) => number | null): Promise<T> {
    const now = Date.now()
    const at = String(version)
    const hit = this.entries.get(key)
    if (hit && hit.version === at && now - hit.at < ttlMs) {
      // Most recently used last.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value as Promise<T>
    }
    this.forget(key)
    const entry: Entry = { version: at, at: now, value: make(), bytes: 0 }
    this.entries.set(key, entry)
    entry.value.then(
      (value) => {
        if (!size || this.entries.get(key) !== entry) return
        const bytes = size(value as T)
        if (bytes === null) return this.forget(key)
        entry.bytes = bytes
        this.bytes += bytes
        this.trim()
      },
      () => {
        if (this.entries.get(key) === entry) this.forget(key)
      },
    )
    this.trim()
    return entry.value as Promise<T>
  }

  private trim(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && (this.limits.bytes === undefined || this.bytes <= this.limits.bytes)) return
      this.forget(oldest)
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(key)
  }
}

const byOwner = new WeakMap<object, SharedAnswers>()

/** The answers of one owner (a database handle: the tests run many apps in one process). */
export function sharedAnswers(owner: object, limits: SharedAnswersLimits = { entries: 500 }): SharedAnswers {
  let answers = byOwner.get(owner)
  if (!answers) byOwner.set(owner, (answers = new SharedAnswers(limits)))
  return answers
}
