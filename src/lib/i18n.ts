import { i18n, type Messages } from '@lingui/core'

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

/** Loads the locale's catalog (its own chunk), activates it and sets lang and dir on <html>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages }
  i18n.load(locale, messages)
  i18n.activate(locale)
  localStorage.setItem(storageKey, locale)
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

export { i18n }

/** The BCP 47 tag Ark UI components need for direction-aware positioning. */
export function intlLocaleOf(locale: string): string {
  return locale === 'ar' ? 'ar-SA' : locale
}
