import type { QueryClient } from '@tanstack/react-query'

import { ums } from '../../api/clients'
import { clearSession, storedRefreshToken } from '../session'

export const loginPath = '/auth/login?auth=login'

/** Revokes the refresh token on the platform (best effort), then clears the session everywhere. */
export async function logout(queryClient?: QueryClient): Promise<void> {
  const refreshToken = storedRefreshToken()
  if (refreshToken) {
    try {
      await ums.POST('/ums/api/v1/Authentication/logout', { body: { refreshToken } })
    } catch {
      // The platform may be unreachable or the token already revoked: the local session ends anyway.
    }
  }
  clearSession()
  queryClient?.clear()
  // Drafts hold what the user typed (names, phone numbers): they end with the session.
  await import('../../offline/form-drafts').then((drafts) => drafts.clearDrafts()).catch(() => undefined)
}
