// One openapi-fetch client per platform service, all sharing the same middleware.
import createClient from 'openapi-fetch'

import { config } from '../lib/config'
import { platformHeaders, throwOnError } from './middleware'
import type { PlatformService } from './services'
import type { paths as AdminPaths } from './schema/admin'
import type { paths as ApmsPaths } from './schema/apms'
import type { paths as AudPaths } from './schema/aud'
import type { paths as CmsPaths } from './schema/cms'
import type { paths as DashmsPaths } from './schema/dashms'
import type { paths as MerPaths } from './schema/mer'
import type { paths as PmsPaths } from './schema/pms'
import type { paths as ReportmsPaths } from './schema/reportms'
import type { paths as SupPaths } from './schema/sup'
import type { paths as UmsPaths } from './schema/ums'

function serviceClient<Paths extends object>() {
  const client = createClient<Paths>({ baseUrl: config.apiBaseUrl })
  client.use(platformHeaders, throwOnError)
  return client
}

export const ums = serviceClient<UmsPaths>()
export const apms = serviceClient<ApmsPaths>()
export const aud = serviceClient<AudPaths>()
export const mer = serviceClient<MerPaths>()
export const pms = serviceClient<PmsPaths>()
export const dashms = serviceClient<DashmsPaths>()
export const admin = serviceClient<AdminPaths>()
export const sup = serviceClient<SupPaths>()
export const reportms = serviceClient<ReportmsPaths>()
export const cms = serviceClient<CmsPaths>()

/** Service name (as in openapi/<service>.yaml) → client; services.test.ts checks every contract has one. */
export const serviceClients = { ums, apms, aud, mer, pms, dashms, admin, sup, reportms, cms } as const satisfies Record<PlatformService, unknown>
