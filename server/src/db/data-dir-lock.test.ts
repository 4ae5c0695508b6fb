// One server per DATA_DIR: a second start on the same folder stops at once naming the first; a
// pid file left by a process that is gone is taken over.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { DataDirLockedError, LOCK_FILE, liveOwnerOf, lockDataDir } from './data-dir-lock.ts'

const root = resolve(import.meta.dirname, '..', '..', '..')
const dirs: string[] = []
const children: ChildProcess[] = []

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))
  dirs.push(dir)
  return dir
}

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(child.stdout)
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SKIP_BUILD: '1', DEMO_MODE: 'false', SEED_TRANSACTIONS: '0', DIST_DIR: '/nonexistent', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)))
  const ready = new Promise<void>((resolveReady, reject) => {
    child.stdout.on('data', () => output.includes('sandbox platform on') && resolveReady())
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
  return { child, exited, ready, output: () => output }
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('lockDataDir', () => {
  it('takes a free folder, refuses a held one naming its holder, and releases on request', () => {
    const dir = tempDir()
    const release = lockDataDir(dir)
    const holder = process.ppid // alive, and not this process
    expect(() => lockDataDir(dir, holder)).toThrow(DataDirLockedError)
    try {
      lockDataDir(dir, holder)
    } catch (error) {
      expect((error as Error).message).toContain(`pid ${process.pid}, started `)
    }
    release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })

  it('takes over a pid file whose process is gone', () => {
    const dir = tempDir()
    const stale = deadPid()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: stale, startedAt: '2024-01-01T00:00:00.000Z' }))
    expect(liveOwnerOf(dir)).toBeNull()
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    release()
  })

  it('takes over an unreadable pid file', () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), 'not json')
    lockDataDir(dir)()
  })
})

describe('npm start on one DATA_DIR', () => {
  it('stops a second server at once with the first one named, while the first keeps serving; a stale pid file is taken over', async () => {
    const dir = tempDir()
    const port = await freePort()
    const first = startServer(dir, port)
    await first.ready
    const pid = first.child.pid

    const secondStarted = Date.now()
    const second = startServer(dir, await freePort())
    second.ready.catch(() => {})
    const code = await second.exited
    expect(code).not.toBe(0)
    expect(Date.now() - secondStarted).toBeLessThan(15_000)
    expect(second.output()).toContain(`Another sandbox server (pid ${pid}, started `)
    expect(second.output()).toContain(dir)

    const health = await fetch(`http://localhost:${port}/healthz`)
    expect(health.status).toBe(200)
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(pid)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)

    // As after a crash or kill -9: the pid file stays, its process is gone.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), startedAt: '2024-01-01T00:00:00.000Z' }))
    const third = startServer(dir, await freePort())
    await third.ready
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(third.child.pid)
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  }, 180_000)
})
