// The sign-in and 404 pages prerendered into the build (issue 15, point 1), in each language:
// dist/auth/login.html and dist/utility/404.html (English), login.ar.html and so on, are index.html
// with the page's markup inside #root and the language's lang and dir on <html>. The sandbox
// (server/src/static.ts) serves the first for /auth/login (the service worker too), and the second,
// with status 404, for a path no route of dist/routes.json matches, in the language of the user's
// cookie (src/lib/prerendered.ts); so they paint from the HTML alone (the stylesheet is written
// into them) before the script runs, and React then hydrates them (main.tsx): nothing is drawn
// twice. No inline script: the CSP stays.
// The app's modules run in Node through Vite's SSR loader, with jsdom standing in for the browser.
import { JSDOM } from 'jsdom'
import { createServer, type Plugin } from 'vite'

import { prerenderedFile } from '../src/lib/prerendered-files'

interface RenderedPage {
  route: string
  locale: string
  markup: string
  dir: string
}

/** Client routes written as their own page: `<route>.html` beside index.html. */
export const PRERENDERED_ROUTES = ['/auth/login', '/utility/404']

async function renderRoutes(root: string): Promise<{ pages: RenderedPage[]; paths: string[] }> {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/auth/login' })
  const globals = globalThis as Record<string, unknown>
  const installed: string[] = []
  // The browser's globals the app's modules and the router use (window, document, history,
  // addEventListener…), taken from jsdom where Node has none, and removed again afterwards.
  const window = dom.window as unknown as Record<string, unknown>
  for (const name of Object.getOwnPropertyNames(window)) {
    if (name in globals && name !== 'navigator') continue
    const value = window[name]
    Object.defineProperty(globalThis, name, { value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value, configurable: true, writable: true })
    installed.push(name)
  }
  const server = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['browser', 'module', 'import', 'default'] } },
  })
  try {
    const { render, routePaths, locales } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      render(path: string, locale: string): Promise<Omit<RenderedPage, 'route' | 'locale'>>
      routePaths(): string[]
      locales: readonly string[]
    }
    const pages: RenderedPage[] = []
    for (const route of PRERENDERED_ROUTES) for (const locale of locales) pages.push({ route, locale, ...(await render(route, locale)) })
    return { pages, paths: routePaths() }
  } finally {
    await server.close()
    for (const name of installed) delete globals[name]
    dom.window.close()
  }
}

/**
 * The prerendered page's only script: it starts the app (`entry`, the build's entry chunk) once the
 * page has had its first contentful paint, so that the app's script is neither fetched nor run
 * before that paint. Lighthouse's simulated LCP counts every request that ended, and every script
 * that ran, before the paint it observed (unthrottled): the entry (95 KB gzipped) racing the first
 * paint added half a second to the sign-in page's LCP in some runs and not in others. The app
 * starts at once where that paint is not reported (no Paint Timing, a hidden page), when the page
 * is hidden, and after a second at the latest. It runs the entry's chunks one task each (`imports`,
 * React DOM's among them) before the entry: run as one module graph, they were one task of 140 ms on
 * a tablet's CPU, the largest part of the page's total blocking time.
 */
export function bootScript(entry: string, imports: readonly string[] = []): string {
  return `// Written by scripts/prerender.ts (bootScript): starts the app after the prerendered page's first paint.
let started = false
// The entry's chunks, each run in a task of its own, then the entry.
const chunks = ${JSON.stringify(imports)}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const start = async () => {
  if (started) return
  started = true
  for (const chunk of chunks) {
    await import(chunk).catch(() => undefined)
    await nextTask()
  }
  void import(${JSON.stringify(entry)})
}
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) void start()
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    void start()
  }).observe({ type: 'paint', buffered: true })
  addEventListener('visibilitychange', () => void start(), { once: true })
  setTimeout(() => void start(), 1000)
}
`
}

/**
 * Until the script has taken over, the page is shown but cannot be used: what was typed there
 * would be lost when React draws the page again, and a form sent without the script would put
 * its fields in the address. Inputs are read-only and buttons and selects disabled (plain.css
 * draws them as usual), marked [data-until-ready] for the script to release once React has
 * hydrated the page (src/lib/prerendered.ts); links work.
 */
export function inertUntilReady(markup: string): string {
  return markup.replace(/<(input|button|select)(?=[\s>])([^>]*)>/g, (tag, name: string, attributes: string) => {
    // A control the page itself draws read-only or disabled stays so, and is not marked.
    if (/\s(readonly|disabled)(=|\s|$)/.test(attributes)) return tag
    return `<${name} ${name === 'input' ? 'readonly' : 'disabled'}="" data-until-ready=""${attributes}>`
  })
}

export function prerender(): Plugin {
  let root = process.cwd()
  return {
    name: 'prerender-routes',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (!index || index.type !== 'asset') throw new Error('prerender: the build has no index.html')
      const html = String(index.source)
      if (!html.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root')
      const { pages, paths } = await renderRoutes(root)
      // The page paints from the HTML alone, so nothing it needs for that is fetched:
      // - the stylesheet is written into the page;
      // - its text is drawn in the system's Arial scaled to IBM Plex Sans (font-fallback.css) only:
      //   the web font comes with the signed-in shell (app-shell.tsx), so no font request races the
      //   first paint (Lighthouse counts every request that ended before it into the LCP);
      // - its script, which only makes it usable, comes after it: a small module (bootScript,
      //   fetchpriority low) starts the entry once the page has painted, and without the
      //   modulepreload hints (the entry imports its chunks as it runs).
      const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(html)
      const css = stylesheet ? bundle[stylesheet[1]!] : undefined
      if (!stylesheet || !css || css.type !== 'asset') throw new Error('prerender: index.html has no stylesheet of the build')
      const script = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/.exec(html)
      if (!script) throw new Error('prerender: index.html has no module script')
      // The entry's static imports, in the order the entry lists them (each evaluates what it imports first).
      const entryChunk = bundle[script[1]!.slice(1)]
      if (!entryChunk || entryChunk.type !== 'chunk') throw new Error(`prerender: ${script[1]} is not a chunk of the build`)
      // Then the route tree's (src/app-root.tsx, which the entry imports as it starts, so that every
      // route's module is not evaluated in the entry's task): its chunks not already listed, then it.
      const appRoot = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/app-root.tsx'))
      if (!appRoot || appRoot.type !== 'chunk' || !entryChunk.dynamicImports.includes(appRoot.fileName)) throw new Error('prerender: src/app-root.tsx is not a chunk the entry imports')
      const appRootChunks = [...appRoot.imports.filter((file) => file !== entryChunk.fileName && !entryChunk.imports.includes(file)), appRoot.fileName]
      const boot = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: bootScript(
            script[1]!,
            [...entryChunk.imports, ...appRootChunks].map((file) => `/${file}`),
          ),
        }),
      )
      // The app's own page (index.html) fetches them with the entry's, not after it has run.
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)]
      const lastPreload = preloads.at(-1)
      if (!lastPreload) throw new Error('prerender: index.html has no modulepreload hint')
      index.source = html.replace(lastPreload[0], [lastPreload[0], ...appRootChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].join('\n    '))
      const page = html
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(stylesheet[0], `<style>${String(css.source)}</style>`)
        .replace(script[0], `<script type="module" fetchpriority="low" crossorigin src="/${boot}"></script>`)
      if (!page.includes('<html lang="en" dir="ltr">')) throw new Error('prerender: index.html has no <html lang="en" dir="ltr">')
      for (const { route, locale, markup, dir } of pages) {
        const source = page
          .replace('<html lang="en" dir="ltr">', `<html lang="${locale}" dir="${dir}">`)
          .replace('<div id="root"></div>', `<div id="root" data-locale="${locale}">${inertUntilReady(markup)}</div>`)
        this.emitFile({ type: 'asset', fileName: prerenderedFile(route, locale).slice(1), source })
      }
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(paths) })
    },
  }
}
