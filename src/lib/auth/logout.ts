import type { QueryClient } from '@tanstack/react-query'

import { ums } from '../../api/clients'
import { clearSession, storedAccessToken, storedRefreshToken } from '../session'

export const loginPath = '/auth/login?auth=login'

/**
 * Ends the session on this device at once, then revokes the refresh token on the platform (best
 * effort). Local first: a page left or reloaded while the platform answers must not stay signed in.
 */
export async function logout(queryClient?: QueryClient): Promise<void> {
  const refreshToken = storedRefreshToken()
  const accessToken = storedAccessToken()
  clearSession()
  queryClient?.clear()
  if (refreshToken && accessToken) {
    try {
      await ums.POST('/ums/api/v1/Authentication/logout', { body: { refreshToken }, headers: { Authorization: `Bearer ${accessToken}` } })
    } catch {
      // The platform may be unreachable or the token already revoked: the local session has ended anyway.
    }
  }
  // Drafts hold what the user typed (names, phone numbers): they end with the session.
  await import('../../offline/form-drafts').then((drafts) => drafts.clearDrafts()).catch(() => undefined)
  // Report pages kept for offline reading hold accounts and amounts: the same.
  await import('../../offline/report-pages').then((pages) => pages.clearReportPages()).catch(() => undefined)
  // The records the pickers have seen name people and businesses: the same.
  await import('../../offline/seen-records').then((records) => records.clearSeenRecords()).catch(() => undefined)
}
