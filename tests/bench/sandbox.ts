// The sandbox platform for a benchmark: the PWA built when missing or older than its sources, the
// server started as a child process on a free port with a fresh temporary database, and a small
// client for its API (platform headers and bearer tokens).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..', '..')
export const password = 'Demo@1234'
export const platformHeaders = { 'app-id': 'backoffice-sandbox', 'app-key': 'sandbox-app-key', channel: 'Web' } as const

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))))
}

/** `npx vite build` when dist/ is missing or older than the PWA's sources. */
export function buildIfNeeded(): void {
  const built = newestMtime(join(root, 'dist', 'index.html'))
  const sources = Math.max(...['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'lingui.config.ts'].map((p) => newestMtime(join(root, p))))
  if (built && built >= sources) return
  console.info(built ? 'The PWA changed since the last build: building…' : 'Building the PWA…')
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('vite build failed')
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

export interface Sandbox {
  port: number
  origin: string
  api: ApiClient
  stop(): Promise<void>
}

/** Starts `server/src/start.ts` and waits for GET /healthz to answer 200. */
export async function startSandbox(options: { seedTransactions: number; timeoutMs?: number }): Promise<Sandbox> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-offline-'))
  const origin = `http://127.0.0.1:${port}`
  const log: string[] = []
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_TRANSACTIONS: String(options.seedTransactions), SKIP_BUILD: '1', DATABASE_URL: '', LOG_REQUESTS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString())
    if (log.length > 200) log.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited: number | null | undefined
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', (code) => {
      exited = code
      resolveExit()
    }),
  )

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exit
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + (options.timeoutMs ?? 180_000)
  for (;;) {
    if (exited !== undefined) {
      await stop()
      throw new Error(`the sandbox server exited (${exited}) before it was ready:\n${log.join('')}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the sandbox server was not ready in time:\n${log.join('')}`)
    }
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) break
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { port, origin, api: new ApiClient(origin), stop }
}

export interface Envelope<T> {
  succeeded: boolean
  message: string | null
  errors: string[] | null
  data: T
  totalPages?: number
  totalRecords?: number
}

export class ApiClient {
  private readonly tokens = new Map<string, string>()

  constructor(readonly origin: string) {}

  async call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const headers: Record<string, string> = { ...platformHeaders, 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${this.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) })
    return { status: response.status, body: (await response.json()) as Envelope<T> }
  }

  /** A bearer token for a demo user (kept for the run; signed in again after a 401). */
  async token(username: string, fresh = false): Promise<string> {
    const known = this.tokens.get(username)
    if (known && !fresh) return known
    const login = await this.call<{ accessToken: string }>('POST', '/ums/api/v1/Authentication/login', null, { username, password })
    if (login.status !== 200 || !login.body.data?.accessToken) throw new Error(`${username} could not sign in (${login.status}: ${login.body.errors?.join('; ') ?? ''})`)
    this.tokens.set(username, login.body.data.accessToken)
    return login.body.data.accessToken
  }

  /** A call as a demo user; 2xx expected unless `expect` says otherwise. */
  async as<T>(username: string, method: string, path: string, body?: unknown, expect: (status: number) => boolean = (s) => s >= 200 && s < 300): Promise<Envelope<T>> {
    let result = await this.call<T>(method, path, await this.token(username), body)
    if (result.status === 401) result = await this.call<T>(method, path, await this.token(username, true), body)
    if (!expect(result.status)) throw new Error(`${method} ${path} as ${username}: ${result.status} ${result.body.errors?.join('; ') ?? result.body.message ?? ''}`)
    return result.body
  }
}
