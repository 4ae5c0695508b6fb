// Deployment configuration, read once from Vite's environment (VITE_*), with sandbox defaults.
const env = import.meta.env

export const config = {
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) ?? '',
  appId: (env.VITE_APP_ID as string | undefined) ?? 'backoffice-sandbox',
  appKey: (env.VITE_APP_KEY as string | undefined) ?? 'sandbox-app-key',
  channel: (env.VITE_CHANNEL as string | undefined) ?? 'Web',
  appName: (env.VITE_APP_NAME as string | undefined) ?? 'Agent Banking Back Office',
  vendor: (env.VITE_VENDOR as string | undefined) ?? 'Agent Banking Platform',
  appVersion: __APP_VERSION__,
} as const
