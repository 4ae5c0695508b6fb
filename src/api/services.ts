// The platform's services, by the first segment of their paths (openapi/<service>.yaml): one list
// for the clients, the service worker, the sandbox platform and the dev server's proxy.
export const platformServices = ['ums', 'apms', 'aud', 'mer', 'pms', 'dashms', 'admin', 'sup', 'reportms', 'cms'] as const

export type PlatformService = (typeof platformServices)[number]

/** The pattern of a path of the platform's API, `/<service>/…`, as text (a proxy's key) and as a RegExp. */
export const platformApiPattern = `^/(${platformServices.join('|')})/`
export const platformApiPath = new RegExp(platformApiPattern)
