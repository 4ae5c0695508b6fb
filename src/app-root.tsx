// The router and the providers around it: the browser's root (main.tsx) and the build's
// prerendered sign-in page (prerender.tsx) make the same ones.
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createRouter, RouterProvider, trimPathRight, type RouterHistory } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'

import { ErrorPage } from './components/errors/error-page'
import { NotFoundPage } from './components/errors/not-found-page'
import { auth } from './lib/auth/auth-context'
import { i18n } from './lib/i18n'
import { routeTree } from './routeTree.gen'

/** The app's router; `history` only where there is no browser address (the build's prerender, on the server's side). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient, auth },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMinMs: 200,
    scrollRestoration: !history,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Writes the address as the router would (its search defaults filled in, /auth/login becoming
 * /auth/login?auth=login) before React takes over. Left to the router, it corrects the address once
 * mounted and loads the route again with a blocking render of the whole page: 60-100 ms of a tablet's
 * main thread right after the sign-in page's first paint.
 */
export function canonicalizeAddress(router: AppRouter): void {
  const location = router.latestLocation
  const canonical = router.buildLocation({ to: location.pathname, search: true, params: true, hash: true, state: true, _includeValidateSearch: true })
  if (trimPathRight(location.publicHref) === trimPathRight(canonical.publicHref)) return
  router.history.replace(canonical.publicHref, canonical.state)
  router.updateLatestLocation()
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

interface AppRootProps {
  router: AppRouter
  queryClient: QueryClient
  /** Called once the tree is on screen: after hydration, when it took over a prerendered page. */
  onMounted?: () => void
}

export function AppRoot({ router, queryClient, onMounted }: AppRootProps) {
  useEffect(() => onMounted?.(), [onMounted])
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}
