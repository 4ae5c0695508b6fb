// The system configuration as it stands.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import type { components } from '../../../api/schema/admin'
import { systemConfigurationKeys } from './system-configuration-keys'

export type SystemConfiguration = components['schemas']['SystemConfiguration']

/** GET /admin/api/v1/SystemConfiguration */
export function systemConfigurationQueryOptions() {
  return queryOptions({
    queryKey: systemConfigurationKeys.detail(),
    queryFn: async ({ signal }) => {
      const { data } = await admin.GET('/admin/api/v1/SystemConfiguration', { signal })
      if (!data) throw new Error('Empty answer for the system configuration')
      return data.data
    },
  })
}

export function useSystemConfiguration() {
  return useQuery(systemConfigurationQueryOptions())
}
