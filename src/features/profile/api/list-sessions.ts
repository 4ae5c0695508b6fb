// The signed-in user's sessions.
import { useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { profileKeys } from './profile-keys'

export type UserSession = components['schemas']['UserSession']

/** GET /ums/api/v1/Authentication/sessions */
export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Authentication/sessions', { signal })
      if (!data) throw new Error('Empty answer for your sessions')
      return data.data
    },
  })
}
