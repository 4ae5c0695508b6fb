/** Query keys: an applied change invalidates `all`. */
export const systemConfigurationKeys = {
  all: ['admin', 'systemConfiguration'] as const,
  detail: () => [...systemConfigurationKeys.all, 'detail'] as const,
  mfaOptions: () => [...systemConfigurationKeys.all, 'mfaOptions'] as const,
}
