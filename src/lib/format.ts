// Numbers, money and dates through Intl for the active locale. Money is integer kobo until shown.
import type { Locale } from './i18n'

// Arabic keeps Latin digits so amounts and references read the same as on receipts and statements.
const intlLocales: Record<Locale, string> = {
  en: 'en-NG',
  fr: 'fr-FR',
  es: 'es-ES',
  zh: 'zh-CN',
  ar: 'ar-u-nu-latn',
}

export function intlLocale(locale: Locale): string {
  return intlLocales[locale]
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value)
}

/** Integer kobo → naira, e.g. 1250050 → ₦12,500.50 in en. */
export function formatNaira(kobo: number, locale: Locale): string {
  const naira = Math.trunc(kobo / 100) + (kobo % 100) / 100
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }).format(naira)
}

export function formatDate(iso: string | Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'Africa/Lagos', ...options }).format(date)
}

export function formatDateTime(iso: string | Date, locale: Locale): string {
  return formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' })
}

const ageUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** How old something is, in words of the locale: "3 hours ago", "il y a 2 jours"; under a minute is "now". */
export function formatAge(milliseconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
  for (const [unit, size] of ageUnits) {
    if (milliseconds >= size) return format.format(-Math.floor(milliseconds / size), unit)
  }
  return format.format(0, 'second')
}

/** A file's size as people read it: 72 B, 4.2 kB, 1.3 MB (never "0 KB" for a small file). */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return formatNumber(bytes, locale, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' })
  if (bytes < 1_000_000) return formatNumber(bytes / 1000, locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: bytes < 10_000 ? 1 : 0 })
  return formatNumber(bytes / 1_000_000, locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 })
}
