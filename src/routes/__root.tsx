import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

import { SessionExpiredDialogHost } from '../components/dialogs/session-expired-dialog-host'
import { ErrorPage } from '../components/errors/error-page'
import { NotFoundPage } from '../components/errors/not-found-page'
import { LoadingBar } from '../components/feedback/loading-bar'
import { OfflineBanner } from '../components/feedback/offline-banner'
import { UpdatePrompt } from '../components/feedback/update-prompt'
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

function RootComponent() {
  return (
    <>
      <LoadingBar />
      <OfflineBanner />
      <Outlet />
      <SessionExpiredDialogHost />
      <UpdatePrompt />
    </>
  )
}
