// Serves the built PWA: hashed assets cached for a year, index.html and sw.js never cached,
// every client route answered with index.html, or its own prerendered page (/auth/login), and a
// path no route matches (dist/routes.json) with the prerendered 404 page and status 404; the
// prerendered pages in the language of the user's cookie (src/lib/prerendered.ts).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'

import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'

import { DEFAULT_PRERENDERED_LOCALE, LOCALE_COOKIE, prerenderedFile } from '../../src/lib/prerendered-files'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
}

const noCache = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

export function staticFiles(distDir: string) {
  // Files are kept in memory, and read again when a new build replaced them (index.html and
  // sw.js keep their names), so a deployment is served without a restart.
  const cache = new Map<string, { version: string; data: Buffer }>()
  const read = (file: string) => {
    const { mtimeMs, size } = statSync(file)
    const version = `${mtimeMs}:${size}`
    let entry = cache.get(file)
    if (entry?.version !== version) {
      entry = { version, data: readFileSync(file) }
      cache.set(file, entry)
    }
    return entry.data
  }
  // The app's routes (written by the build: scripts/prerender.ts), as patterns; read again with a new build.
  let routes: { version: string; patterns: RegExp[] } | null = null
  const knownRoute = (path: string): boolean => {
    const file = join(distDir, 'routes.json')
    if (!existsSync(file)) return true
    const { mtimeMs, size } = statSync(file)
    const version = `${mtimeMs}:${size}`
    if (routes?.version !== version) routes = { version, patterns: (JSON.parse(read(file).toString()) as string[]).map(routePattern) }
    const trimmed = path.replace(/\/+$/, '') || '/'
    return routes.patterns.some((pattern) => pattern.test(trimmed))
  }
  // A route's prerendered page (`/auth/login`) in the cookie's language, else in the default one; null without one.
  const prerendered = (c: Context, route: string): string | null => {
    const locale = getCookie(c, LOCALE_COOKIE)
    const wanted = locale && /^[a-z]{2}$/.test(locale) ? [locale, DEFAULT_PRERENDERED_LOCALE] : [DEFAULT_PRERENDERED_LOCALE]
    for (const candidate of wanted) {
      const file = normalize(join(distDir, prerenderedFile(route, candidate)))
      if (file.startsWith(distDir + sep) && existsSync(file)) return file
    }
    return null
  }
  // The prerendered pages differ by the cookie: no shared cache may answer one user's language to another.
  const html = { 'Content-Type': types['.html']!, 'Cache-Control': 'no-cache', Vary: 'Cookie' }
  return (c: Context): Response => {
    if (!existsSync(join(distDir, 'index.html'))) {
      return c.text('The back office is not built yet: run npm run build (npm start does it for you).', 503)
    }
    let path = decodeURIComponent(new URL(c.req.url).pathname)
    if (path === '/') path = '/index.html'
    // A folder of the build with its own page (the API reference at /api/).
    else if (path.endsWith('/') && existsSync(join(distDir, path, 'index.html'))) path = `${path}index.html`
    const file = normalize(join(distDir, path))
    const inside = file.startsWith(distDir + sep)
    const isFile = inside && existsSync(file) && statSync(file).isFile()
    let target = file
    if (!isFile) {
      // Unknown files with an extension are real 404s; everything else is a client route, answered
      // with its prerendered page where the build made one (scripts/prerender.ts), or index.html.
      if (extname(path)) return c.text('Not found', 404)
      if (!knownRoute(path)) {
        const notFound = prerendered(c, '/utility/404')
        if (notFound) return c.body(new Uint8Array(read(notFound)), 404, html)
      }
      const page = prerendered(c, path.replace(/\/+$/, '').toLowerCase())
      if (page) return c.body(new Uint8Array(read(page)), 200, html)
      path = '/index.html'
      target = join(distDir, path)
    }
    const headers: Record<string, string> = { 'Content-Type': types[extname(target)] ?? 'application/octet-stream' }
    headers['Cache-Control'] = noCache.has(path) || !path.startsWith('/assets/') ? 'no-cache' : 'public, max-age=31536000, immutable'
    if (path === '/sw.js') headers['Service-Worker-Allowed'] = '/'
    return c.body(new Uint8Array(read(target)), 200, headers)
  }
}

/** A route's path as the router writes it (`/merchant/$merchantId`, `/files/$`) as a pattern of whole paths, any case. */
function routePattern(route: string): RegExp {
  const trimmed = route.replace(/\/+$/, '') || '/'
  const source = trimmed
    .split('/')
    .map((segment) => (segment === '$' ? '.*' : segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}$`, 'i')
}
