// The PWA as the sandbox serves it: caching rules, security headers, compression, SPA routes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApp } from './app.ts'
import { openDatabase, type DatabaseHandle } from './db/client.ts'
import { testEnv } from './testing.ts'

let handle: DatabaseHandle
let stop: () => Promise<void>
let app: ReturnType<typeof createApp>['app']
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>x</title>${'<p>shell</p>'.repeat(200)}`)
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  mkdirSync(join(dist, 'auth'))
  writeFileSync(join(dist, 'auth', 'login.html'), '<!doctype html><div id="root"><form>sign in</form></div>')
  mkdirSync(join(dist, 'utility'))
  writeFileSync(join(dist, 'utility', '404.html'), '<!doctype html><div id="root"><h1>This page could not be found</h1></div>')
  writeFileSync(join(dist, 'auth', 'login.ar.html'), '<!doctype html><html lang="ar" dir="rtl"><div id="root"><form>تسجيل الدخول</form></div>')
  writeFileSync(join(dist, 'utility', '404.ar.html'), '<!doctype html><html lang="ar" dir="rtl"><div id="root"><h1>الصفحة غير موجودة</h1></div>')
  writeFileSync(join(dist, 'routes.json'), JSON.stringify(['/', '/approval-management', '/auth/login', '/auth/forgot-password', '/merchant/$id', '/Case-Management/view-case', '/utility/404']))
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))})`)
  handle = await openDatabase({})
  const created = createApp({ handle, env: testEnv({ distDir: dist }), serveStatic: true, log: () => {} })
  app = created.app
  stop = created.stop
})
afterAll(async () => {
  await stop()
  await handle.close()
})

describe('serving the PWA', () => {
  it('never caches index.html and sw.js, and caches hashed assets for a year', async () => {
    const index = await app.request('/')
    const sw = await app.request('/sw.js')
    const asset = await app.request('/assets/index-abc123.js')
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
  })

  it('serves a new deployment without a restart: a rebuilt sw.js is read again', async () => {
    expect(await (await app.request('/sw.js')).text()).toContain('fetch')
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {}) // version 2')
    expect(await (await app.request('/sw.js')).text()).toContain('version 2')
  })

  it('answers client routes with the shell, and unknown files with 404', async () => {
    const route = await app.request('/approval-management?status=Pending')
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('shell')
    expect((await app.request('/assets/missing-000.js')).status).toBe(404)
    // A route the build prerendered is answered with its own page, never cached.
    for (const path of ['/auth/login', '/auth/login/', '/Auth/Login?redirect=%2F']) {
      const page = await app.request(path)
      expect(await page.text()).toContain('<form>sign in</form>')
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
    }
    expect(await (await app.request('/auth/forgot-password')).text()).toContain('shell')
  })

  it('answers the prerendered pages in the language of the user’s cookie, English without one or for one the build has not', async () => {
    const arabic = { headers: { Cookie: 'session=x; backoffice.locale=ar' } }
    const login = await app.request('/auth/login', arabic)
    expect(await login.text()).toContain('<html lang="ar" dir="rtl">')
    // A shared cache must not answer one user's language to another.
    expect(login.headers.get('vary')).toMatch(/\bCookie\b/)
    const missing = await app.request('/no-such-page', arabic)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('الصفحة غير موجودة')
    for (const cookie of ['backoffice.locale=fr', 'backoffice.locale=../../index', 'backoffice.locale=', '']) {
      const page = await app.request('/auth/login', { headers: { Cookie: cookie } })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<form>sign in</form>')
    }
    // The shell itself is the same in every language.
    expect(await (await app.request('/approval-management', arabic)).text()).toContain('shell')
  })

  it('answers a path no route matches with the prerendered 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/merchant/12/extra', '/auth/nothing']) {
      const answer = await app.request(path)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toContain('This page could not be found')
    }
    // Parameters, any case, a trailing slash: the app's routes, answered with the shell.
    for (const path of ['/merchant/12', '/case-management/view-case?id=3', '/approval-management/']) {
      const answer = await app.request(path)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain('shell')
    }
    expect((await app.request('/../package.json')).status).not.toBe(200)
  })

  it('sends the security headers: a CSP without inline script, no framing, nosniff, strict referrer', async () => {
    const response = await app.request('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('compresses when the browser accepts it', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('answers health without app credentials, and never caches API answers', async () => {
    const health = await app.request('/healthz')
    expect(health.status).toBe(200)
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('ok')
    expect(health.headers.get('cache-control')).toBe('no-store')
  })
})
