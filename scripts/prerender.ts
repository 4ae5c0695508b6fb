// The sign-in and 404 pages prerendered into the build (issue 15, point 1): dist/auth/login.html
// and dist/utility/404.html are index.html with the page's markup inside #root. The sandbox
// (server/src/static.ts) serves the first for /auth/login (the service worker too), and the second,
// with status 404, for a path no route of dist/routes.json matches; so they paint from the HTML
// and the stylesheet before the script runs, and React then renders the same page over them. No
// inline script: the CSP stays.
// The app's modules run in Node through Vite's SSR loader, with jsdom standing in for the browser.
import { JSDOM } from 'jsdom'
import { createServer, type Plugin } from 'vite'

/** Client routes written as their own page: `<route>.html` beside index.html. */
export const PRERENDERED_ROUTES = ['/auth/login', '/utility/404']

async function renderRoutes(root: string): Promise<{ pages: Map<string, string>; paths: string[] }> {
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
    const { render, routePaths } = (await server.ssrLoadModule('/src/prerender.tsx')) as { render(path: string): Promise<string>; routePaths(): string[] }
    const pages = new Map<string, string>()
    for (const route of PRERENDERED_ROUTES) pages.set(route, await render(route))
    return { pages, paths: routePaths() }
  } finally {
    await server.close()
    for (const name of installed) delete globals[name]
    dom.window.close()
  }
}

/**
 * Until the script has taken over, the page is shown but cannot be used: what was typed there
 * would be lost when React draws the page again, and a form sent without the script would put
 * its fields in the address. Inputs are read-only and buttons and selects disabled (plain.css
 * draws them as usual: [data-until-ready]); links work.
 */
export function inertUntilReady(markup: string): string {
  return markup.replace(/<input(?=[\s>])/g, '<input readonly=""').replace(/<(button|select)(?=[\s>])/g, '<$1 disabled="" data-until-ready=""')
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
      // The page is drawn from the HTML: its scripts need not compete with the stylesheet and the
      // fonts for the network before the first paint (the entry imports them as it runs).
      // Its fonts instead, found with the stylesheet: the text is drawn once, in them, without a swap.
      const fonts = Object.keys(bundle)
        .filter((file) => /ibm-plex-sans-latin-(400|500|600)-normal-[^/]*\.woff2$/.test(file))
        .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
      const withoutPreloads = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace('</head>', `${fonts.join('')}</head>`)
      for (const [route, markup] of pages) {
        this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source: withoutPreloads.replace('<div id="root"></div>', `<div id="root">${inertUntilReady(markup)}</div>`) })
      }
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(paths) })
    },
  }
}
