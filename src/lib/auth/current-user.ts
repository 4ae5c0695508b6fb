import { queryOptions } from '@tanstack/react-query'

import { ApiError } from '../../api/api-error'
import { ums } from '../../api/clients'
import type { components } from '../../api/schema/ums'

export type CurrentUser = components['schemas']['User']

export const userKeys = {
  all: ['ums', 'user'] as const,
  detail: (id: number) => ['ums', 'user', id] as const,
}

/** GET /ums/api/v1/User/{id}: the signed-in user, with the permissions the menu is built from. */
export function currentUserQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/User/{id}', { params: { path: { id: userId } }, signal })
      if (!data) throw new Error('Empty answer for the signed-in user')
      return data.data
    },
    staleTime: 5 * 60_000,
    // An unreachable platform is not retried here: the shell falls back to the remembered user at once.
    retry: (failureCount, error) => error instanceof ApiError && error.status >= 500 && failureCount < 2,
  })
}

// Cleared with the rest of local storage at logout (lib/session.ts clearSession).
const rememberedUserKey = 'auth.currentUser'

/** Keeps the last user the platform returned, so a reload without network still opens the shell. */
export function rememberCurrentUser(user: CurrentUser): void {
  localStorage.setItem(rememberedUserKey, JSON.stringify(user))
}

/** The user last loaded for this id, or null. */
export function rememberedCurrentUser(userId: number): CurrentUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(rememberedUserKey) ?? 'null') as CurrentUser | null
    return user !== null && typeof user === 'object' && user.id === userId && Array.isArray(user.permissions) ? user : null
  } catch {
    return null
  }
}
