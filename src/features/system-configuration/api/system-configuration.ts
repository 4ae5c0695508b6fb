// The system configuration: read, the MFA options the platform offers, and the
// update (under maker-checker when a configuration asks for it).
import { queryOptions, useQuery } from '@tanstack/react-query'

import { admin } from '../../../api/clients'
import type { components } from '../../../api/schema/admin'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'

export type SystemConfiguration = components['schemas']['SystemConfiguration']
export type SystemConfigurationUpdate = components['schemas']['SystemConfigurationUpdate']
export type MfaCode = components['schemas']['MfaCode']

/** Query keys: an applied change invalidates `all`. */
export const systemConfigurationKeys = {
  all: ['admin', 'systemConfiguration'] as const,
  detail: () => [...systemConfigurationKeys.all, 'detail'] as const,
  mfaOptions: () => [...systemConfigurationKeys.all, 'mfaOptions'] as const,
}

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

/** PUT /admin/api/v1/SystemConfiguration */
export function updateSystemConfiguration(body: SystemConfigurationUpdate, idempotencyKey: string) {
  return admin.PUT('/admin/api/v1/SystemConfiguration', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateSystemConfiguration() {
  return useApprovableMutation({ mutationFn: updateSystemConfiguration, invalidates: () => [systemConfigurationKeys.all] })
}
