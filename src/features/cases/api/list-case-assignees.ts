// The users who can take a case.
import { useQuery } from '@tanstack/react-query'

import { cms } from '../../../api/clients'
import { caseKeys } from './case-keys'

/** GET /cms/api/v1/Case/assignees */
export function useCaseAssignees() {
  return useQuery({
    queryKey: caseKeys.assignees(),
    queryFn: async ({ signal }) => {
      const { data } = await cms.GET('/cms/api/v1/Case/assignees', { signal })
      if (!data) throw new Error('Empty answer for the assignees')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}
