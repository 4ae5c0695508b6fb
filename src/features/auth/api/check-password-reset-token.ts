import { queryOptions } from '@tanstack/react-query'

import { ums } from '../../../api/clients'

/** GET Authentication/passwordResetToken/{token} with ClientType=Admin: is the link still good? */
export function passwordResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['ums', 'password-reset-token', token] as const,
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Authentication/passwordResetToken/{token}', {
        params: { path: { token }, header: { ClientType: 'Admin' } },
        signal,
      })
      if (!data) throw new Error('Empty answer from passwordResetToken')
      return data.data
    },
    retry: false,
    staleTime: Infinity,
  })
}
