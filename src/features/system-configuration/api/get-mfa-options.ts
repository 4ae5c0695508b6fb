// The MFA options the platform offers.
import { useQuery } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import type { components } from '../../../api/schema/admin'
import { systemConfigurationKeys } from './system-configuration-keys'

export type MfaCode = components['schemas']['MfaCode']

/** GET /admin/api/v1/SystemConfiguration/GetMultifactorAuthenticationOptions */
export function useMfaOptions() {
  return useQuery({
    queryKey: systemConfigurationKeys.mfaOptions(),
    queryFn: async ({ signal }) => {
      const { data } = await admin.GET('/admin/api/v1/SystemConfiguration/GetMultifactorAuthenticationOptions', { signal })
      if (!data) throw new Error('Empty answer for the MFA options')
      return data.data
    },
    staleTime: 10 * 60_000,
  })
}
