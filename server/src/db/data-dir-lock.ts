// One server per DATA_DIR: two PGlite processes on one folder each keep their own copy in memory,
// and the one that stops last overwrites the other's acknowledged writes.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'server.pid'

export interface LockOwner {
  pid: number
  startedAt: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Another sandbox server (pid ${owner.pid}, started ${owner.startedAt}) is using DATA_DIR ${dataDir}. ` +
        'Two servers on one folder lose data: stop that one first, or give this one another DATA_DIR (or a DATABASE_URL).',
    )
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>
    return typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0 ? { pid: parsed.pid, startedAt: String(parsed.startedAt ?? 'at an unknown time') } : null
  } catch {
    // Missing, or not ours: it names no live owner.
    return null
  }
}

/** The live process holding DATA_DIR, or null when it is free (or its holder is gone). */
export function liveOwnerOf(dataDir: string): LockOwner | null {
  const owner = readOwner(join(dataDir, LOCK_FILE))
  return owner && owner.pid !== process.pid && isAlive(owner.pid) ? owner : null
}

/**
 * Takes DATA_DIR for this process (a pid file created exclusively), or throws DataDirLockedError
 * naming the live owner. A pid file whose process is gone is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  const owner: LockOwner = { pid, startedAt: new Date().toISOString() }
  // Written whole beside it, then linked in: link() fails when the lock exists, and a reader never
  // sees a half-written file.
  const draft = `${path}.${pid}`
  writeFileSync(draft, JSON.stringify(owner))
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, path)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        const current = readOwner(path)
        if (current && current.pid !== pid && isAlive(current.pid)) throw new DataDirLockedError(dataDir, current)
        rmSync(path, { force: true })
        continue
      }
      let released = false
      return () => {
        if (released) return
        released = true
        if (readOwner(path)?.pid === pid) rmSync(path, { force: true })
      }
    }
  } finally {
    rmSync(draft, { force: true })
  }
  throw new Error(`Could not take ${path}: another process keeps recreating it`)
}
