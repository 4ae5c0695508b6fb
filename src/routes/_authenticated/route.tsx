import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useDeferredValue, type ReactNode } from 'react'

import { ApiError } from '../../api/api-error'
import { AppShell } from '../../components/layout/app-shell'
import { SessionTimers } from '../../components/layout/session-timers'
import { MakerOutcomeBanner } from '../../features/approvals/components/maker-outcome-banner'
import { LiveApprovals } from '../../features/approvals/use-live-approvals'
import { AppBadge } from '../../features/approvals/app-badge'
import { LiveDashboard } from '../../features/dashboard/use-live-dashboard'
import { ThemeProvider } from '../../components/theme-provider'
import { currentUserQueryOptions, rememberCurrentUser, rememberedCurrentUser } from '../../lib/auth/current-user'
import { sessionEndOf, sessionExpiredStore } from '../../lib/auth/session-expired'
import { collator } from '../../lib/format'
import { activeLocale, loadAppCatalog } from '../../lib/i18n'
import { LiveEventsProvider } from '../../lib/live-events/live-events'
import { clearSession, storePermissions } from '../../lib/session'
import { yieldToMain } from '../../lib/yield-to-main'

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    // SPEC section 4 rule 2: no token cookie, no shell.
    if (!context.auth.isSignedIn()) {
      throw redirect({ to: '/auth/login', search: { auth: 'login', redirect: location.pathname === '/' ? undefined : location.href } })
    }
    // Rule 3: an account with multi-factor on is loaded only once the second factor passed.
    if (!context.auth.mayLoadUser()) {
      clearSession()
      throw redirect({ to: '/auth/login', search: { auth: 'login' } })
    }
    const userId = context.auth.userId()
    // The business screens' messages, before any of them renders (a chunk the service worker precaches).
    const catalog = loadAppCatalog()
    // The shell's libraries run their modules each in a task of its own, not all in the one that draws the shell.
    const shellModules = warmShellModules()
    try {
      if (userId === null) throw new ApiError(401, [], 'No user id in the session', null)
      const user = await context.queryClient.ensureQueryData(currentUserQueryOptions(userId))
      storePermissions(user.permissions)
      rememberCurrentUser(user)
      await catalog
      await shellModules
      return { user }
    } catch (error) {
      // No answer from the platform (offline, or it is down) says nothing about the session: keep it,
      // open the shell with the user last loaded, or show the error page when there is none.
      if (!(error instanceof ApiError)) {
        const remembered = userId === null ? null : rememberedCurrentUser(userId)
        if (remembered) {
          await catalog
          await shellModules
          return { user: remembered }
        }
        throw error
      }
      // Rule 4: the user cannot be loaded, so the session is over.
      clearSession()
      context.queryClient.clear()
      sessionExpiredStore.set(sessionEndOf(error.code))
      throw redirect({ to: '/auth/login', search: { auth: 'login' } })
    }
  },
  component: AuthenticatedLayout,
})

let shellModulesWarmed: Promise<void> | undefined

/**
 * Chakra's modules, the app's system (built from them), then the shell's frame, one after the
 * other with a pause between: the shell's component chunk, which imports them, then evaluates only
 * itself. Once per page load; a failure (a chunk missing after a deployment) is left to the route's
 * own import, which reports it.
 */
function warmShellModules(): Promise<void> {
  shellModulesWarmed ??= (async () => {
    const { prepareSystem } = await import('../../components/theme-provider')
    await yieldToMain()
    prepareSystem()
    await yieldToMain()
    // The menu's alphabetical order, in the user's language.
    collator(activeLocale())
    await yieldToMain()
    await import('../../components/layout/app-shell')
    await yieldToMain()
  })().catch(() => undefined)
  return shellModulesWarmed
}

function AuthenticatedLayout() {
  const { user } = Route.useRouteContext()
  // The router draws a route it has loaded at once, in one task. The shell and its first page are
  // the largest tree of the app: drawn in a transition instead (false first, then true, deferred),
  // React renders them in slices between the browser's other work, without holding the main thread.
  const ready = useDeferredValue(true, false)
  if (!ready) return null
  return (
    <ThemeProvider>
      <LiveEventsProvider>
        <LiveDashboard />
        <LiveApprovals />
        <AppBadge />
        <AppShell user={user}>
          <AfterTheFrame>
            <Outlet />
          </AfterTheFrame>
          <SessionTimers />
          <MakerOutcomeBanner />
        </AppShell>
      </LiveEventsProvider>
    </ThemeProvider>
  )
}

/**
 * The page inside the shell, drawn in a transition after the shell's frame: two commits instead of
 * one, each inserting its own styles (Emotion inserts a commit's new styles in one go, which for the
 * whole shell and its first page was one task of 100 ms and more on a tablet's CPU).
 */
function AfterTheFrame({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false)
  return ready ? children : null
}
