import { queryOptions } from '@tanstack/react-query'

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
  })
}
