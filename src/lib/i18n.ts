import { i18n, type Messages } from '@lingui/core'

import { readCookie, writeCookie } from './cookies'
import { LOCALE_COOKIE } from './prerendered-files'

export const locales = ['en', 'fr', 'es', 'zh', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'
const storageKey = 'i18nextLng'

/** Each language named in itself, as a language switcher shows it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  zh: '中文',
  ar: 'العربية',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

export function storedLocale(): Locale {
  const stored = localStorage.getItem(storageKey)
  return isLocale(stored) ? stored : defaultLocale
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale
}

// The business screens' catalog is loaded once signed in (lingui.config.ts), and with every later
// change of language.
let withAppCatalog = false
let appCatalog: Promise<void> | null = null

async function loadCatalogs(locale: Locale): Promise<void> {
  const parts = await Promise.all([
    import(`../locales/${locale}/messages.po`) as Promise<{ messages: Messages }>,
    withAppCatalog ? (import(`../locales/${locale}/app.po`) as Promise<{ messages: Messages }>) : null,
  ])
  for (const part of parts) if (part) i18n.load(locale, part.messages)
}

/**
 * Loads the locale's catalogs (each its own chunk), activates it and sets lang and dir on <html>.
 * `remember` keeps a user's choice for the next visit; the start-up activation of the stored
 * locale writes nothing (a choice made meanwhile, in this tab or another, must not be overwritten).
 */
export async function activateLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  if (remember) localStorage.setItem(storageKey, locale)
  // The sign-in page is then answered in this language from the first byte (src/lib/prerendered.ts).
  if (readCookie(LOCALE_COOKIE) !== locale) writeCookie(LOCALE_COOKIE, locale, 400 * 24 * 60 * 60)
  await loadCatalogs(locale)
  i18n.activate(locale)
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

/** The signed-in shell: the business screens' messages in the active language, before they render. */
export function loadAppCatalog(): Promise<void> {
  appCatalog ??= (async () => {
    withAppCatalog = true
    await loadCatalogs(activeLocale())
    // Re-render what is on screen with the added messages.
    i18n.activate(activeLocale())
  })()
  return appCatalog
}

export { i18n }

/** The BCP 47 tag Ark UI components need for direction-aware positioning. */
export function intlLocaleOf(locale: string): string {
  return locale === 'ar' ? 'ar-SA' : locale
}
