// One case with its history.
import { useQuery } from '@tanstack/react-query'

import { cms } from '../../../api/clients'
import { caseKeys } from './case-keys'

/** GET /cms/api/v1/Case/{id} */
export function useCase(id: number) {
  return useQuery({
    queryKey: caseKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await cms.GET('/cms/api/v1/Case/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the case')
      return data.data
    },
  })
}
