// The sign-in page prerendered into the build (issue 15, point 1): dist/auth/login.html is
// index.html with the page's markup inside #root, served for /auth/login (server/src/static.ts,
// and the service worker), so the page paints from the HTML and the stylesheet before the
// script runs; React then renders the same page over it. No inline script: the CSP stays.
// The app's modules run in Node through Vite's SSR loader, with jsdom standing in for the browser.
import { JSDOM } from 'jsdom'
import { createServer, type Plugin } from 'vite'

/** Client routes written as their own page: `<route>.html` beside index.html. */
export const PRERENDERED_ROUTES = ['/auth/login']

async function renderRoutes(root: string): Promise<Map<string, string>> {
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
  const server = await createServer({ root, configFile: `${root}/vite.config.ts`, logLevel: 'error', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['browser', 'module', 'import', 'default'] } } })
  try {
    const { render } = (await server.ssrLoadModule('/src/prerender.tsx')) as { render(path: string): Promise<string> }
    const pages = new Map<string, string>()
    for (const route of PRERENDERED_ROUTES) pages.set(route, await render(route))
    return pages
  } finally {
    await server.close()
    for (const name of installed) delete globals[name]
    dom.window.close()
  }
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
      for (const [route, markup] of await renderRoutes(root)) {
        this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source: html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`) })
      }
    },
  }
}
