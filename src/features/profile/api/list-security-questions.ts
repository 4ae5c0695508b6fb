// The catalogue of security questions a user may choose from.
import { useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { profileKeys } from './profile-keys'

/** GET /ums/api/v1/SecurityQuestion/get: the catalogue. */
export function useSecurityQuestionCatalogue() {
  return useQuery({
    queryKey: profileKeys.questionCatalogue(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/SecurityQuestion/get', { signal })
      if (!data) throw new Error('Empty answer for the security questions')
      return data.data
    },
  })
}
