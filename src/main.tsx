// IBM Plex Sans comes with the signed-in shell (components/layout/app-shell.tsx): before sign-in the
// text is drawn in its metric-matched fallback only (font-fallback.css, lib/fonts.ts).
import './components/plain/font-fallback.css'
import './components/plain/plain.css'

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from './lib/react-dom-client'

import { ApiError } from './api/api-error'
import type { AppRouter } from './app-root'
import { setAccessTokenSource } from './api/middleware'
import { auth } from './lib/auth/auth-context'
import { sessionEndOf, sessionExpiredStore } from './lib/auth/session-expired'
import { listenForPreloadErrors } from './lib/chunk-reload'
import { config } from './lib/config'
import { activateLocale, activeLocale, storedLocale } from './lib/i18n'
import { prerenderedLocaleOf, releasePrerenderedControls } from './lib/prerendered'
import { isOnline } from './lib/online'
import { registerServiceWorker } from './lib/pwa'
import { persistQueryCache } from './offline/query-persistence'
import { clearSession } from './lib/session'
import { yieldToMain } from './lib/yield-to-main'

setAccessTokenSource(() => (auth.isSignedIn() ? auth.accessToken() : null))

// An access token the platform no longer accepts ends the session (SPEC section 8), whether a
// query or a mutation met it.
function endSessionOnUnauthorized(error: unknown): void {
  if (error instanceof ApiError && error.status === 401 && auth.isSignedIn()) {
    clearSession()
    sessionExpiredStore.set(sessionEndOf(error.code))
    void router?.navigate({ to: '/auth/login', search: { auth: 'login' } })
  }
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
  mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
  defaultOptions: {
    queries: {
      // A refusal is final, and offline a retry only delays the "not on this device" answer: the
      // query runs again when the connection returns.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && isOnline() && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
})

let router: AppRouter | undefined

async function start(): Promise<void> {
  listenForPreloadErrors()
  document.title = config.appName
  // The start in tasks a tablet's CPU runs in well under 50 ms each: the entry's modules, the route
  // tree's modules (every route's file: evaluated with the entry, they made one task of 145 ms at a
  // 4x slower CPU), the router, the route's load, then React in slices.
  const appRoot = import('./app-root')
  await Promise.all([activateLocale(storedLocale(), { remember: false }), persistQueryCache(queryClient)])
  await yieldToMain()
  const { AppRoot, canonicalizeAddress, createAppRouter } = await appRoot
  await yieldToMain()
  const appRouter = createAppRouter(queryClient)
  router = appRouter
  await yieldToMain()
  canonicalizeAddress(appRouter)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const prerenderedLocale = prerenderedLocaleOf(root)
  if (prerenderedLocale) {
    // A prerendered page (the sign-in page, scripts/prerender.ts) stays on screen until its route
    // has loaded. React then hydrates it: the page's elements stay as they are, so nothing is drawn
    // twice, and its controls are released. In another language than the page's (a browser without
    // cookieStore, offline, answered by the service worker in English), React draws it over instead.
    await appRouter.load()
    await yieldToMain()
    if (activeLocale() === prerenderedLocale) {
      // In a transition React hydrates in slices of a few milliseconds: the page, on screen already,
      // keeps answering while it does (a blocking hydration was one task of 100 ms on a tablet's CPU).
      startTransition(() => {
        hydrateRoot(root, <AppRoot router={appRouter} queryClient={queryClient} onMounted={() => releasePrerenderedControls(root)} />)
      })
      void registerServiceWorker()
      return
    }
  }
  // The first render too, in slices between the browser's other work.
  startTransition(() => {
    createRoot(root).render(<AppRoot router={appRouter} queryClient={queryClient} />)
  })
  void registerServiceWorker()
}

void start()
