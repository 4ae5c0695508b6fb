import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense } from 'react'

import { SessionExpiredDialogHost } from '../components/dialogs/session-expired-dialog-host'
import { ErrorPage } from '../components/errors/error-page'
import { NotFoundPage } from '../components/errors/not-found-page'
import { LoadingBar } from '../components/feedback/loading-bar'
import { OfflineBanner } from '../components/feedback/offline-banner'
import { UpdatePrompt } from '../components/feedback/update-prompt'
import { lazyThemed } from '../components/lazy-themed'
import type { AuthContext } from '../lib/auth/auth-context'

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthContext
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

// The outbox banner needs IndexedDB (Dexie) and Chakra: loaded only once the signed-in shell shows.
const SyncBanner = lazyThemed(() => import('../components/offline/sync-banner').then((module) => module.SyncBanner))

function NetworkBanner() {
  const signedIn = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/_authenticated') })
  if (!signedIn) return <OfflineBanner />
  return (
    <Suspense fallback={<OfflineBanner />}>
      <SyncBanner />
    </Suspense>
  )
}

function RootComponent() {
  return (
    <>
      <LoadingBar />
      <NetworkBanner />
      <Outlet />
      <SessionExpiredDialogHost />
      <UpdatePrompt />
    </>
  )
}
