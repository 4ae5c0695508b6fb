// The security questions the signed-in user has set.
import { useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { profileKeys } from './profile-keys'

/** GET /ums/api/v1/SecurityQuestion/getUserSecurityQuestion/{userId}: the questions set, never the answers. */
export function useMySecurityQuestions(userId: number) {
  return useQuery({
    queryKey: profileKeys.myQuestions(userId),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/SecurityQuestion/getUserSecurityQuestion/{userId}', { params: { path: { userId } }, signal })
      if (!data) throw new Error('Empty answer for your security questions')
      return data.data
    },
  })
}
