// Changing the system configuration, under maker-checker when a configuration asks for it.
import { admin } from '../../../api/clients'
import type { components } from '../../../api/schema/admin'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { systemConfigurationKeys } from './system-configuration-keys'

export type SystemConfigurationUpdate = components['schemas']['SystemConfigurationUpdate']

/** PUT /admin/api/v1/SystemConfiguration */
export function updateSystemConfiguration(body: SystemConfigurationUpdate, idempotencyKey: string) {
  return admin.PUT('/admin/api/v1/SystemConfiguration', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateSystemConfiguration() {
  return useApprovableMutation({ mutationFn: updateSystemConfiguration, invalidates: () => [systemConfigurationKeys.all] })
}
