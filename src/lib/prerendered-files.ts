// Where the build writes the prerendered pages of each language, and how the sandbox and the service
// worker know the user's language before any script has run: no DOM here, the service worker and
// the sandbox read it too.

/** The user's language, kept where the sandbox (the request's cookies) and the service worker (cookieStore) can read it. */
export const LOCALE_COOKIE = 'backoffice.locale'

/** The language of the pages without a suffix, for a user who never chose one. */
export const DEFAULT_PRERENDERED_LOCALE = 'en'

/** The file of a route's prerendered page in a language: `/auth/login.html`, `/auth/login.ar.html`. */
export function prerenderedFile(route: string, locale: string): string {
  return locale === DEFAULT_PRERENDERED_LOCALE ? `${route}.html` : `${route}.${locale}.html`
}
