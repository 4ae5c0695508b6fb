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

// A formatter costs far more to make than to use (a table's cells, a chart's ticks, a live dashboard
// drawn again every few seconds): one per locale and options, kept for the page's life.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()
const collators = new Map<string, Intl.Collator>()

function kept<F>(formats: Map<string, F>, locale: Locale, options: object | undefined, make: () => F): F {
  const key = options === undefined ? locale : `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (format === undefined) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/**
 * Words in the locale's alphabetical order, case and accents aside (the menu). Making one loads the
 * language's collation (tens of milliseconds on a tablet's CPU): the shell's loader makes it in a task
 * of its own, before the menu is drawn.
 */
export function collator(locale: Locale): Intl.Collator {
  return kept(collators, locale, undefined, () => new Intl.Collator(intlLocale(locale), { sensitivity: 'base' }))
}

function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(intlLocale(locale), options))
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value)
}

const nairaOptions: Intl.NumberFormatOptions = { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }

/** Integer kobo → naira, e.g. 1250050 → ₦12,500.50 in en. */
export function formatNaira(kobo: number, locale: Locale): string {
  const naira = Math.trunc(kobo / 100) + (kobo % 100) / 100
  return numberFormat(locale, nairaOptions).format(naira)
}

export function formatDate(iso: string | Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return ''
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'Africa/Lagos', ...options })).format(date)
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
  const format = kept(relativeFormats, locale, undefined, () => new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }))
  for (const [unit, size] of ageUnits) {
    if (milliseconds >= size) return format.format(-Math.floor(milliseconds / size), unit)
  }
  return format.format(0, 'second')
}

/**
 * A file's size as people read it, in the locale's words for kilobytes and megabytes (short, with
 * the locale's space): 0.8 kB, 4.2 kB, 708 kB, 1.3 MB in English; 708 ko in French. A file under a
 * kilobyte reads in tenths of one, rounded up (never "0 kB").
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return formatNumber(Math.max(1, Math.ceil(bytes / 100)) / 10, locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 })
  if (bytes < 1_000_000) return formatNumber(bytes / 1000, locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: bytes < 10_000 ? 1 : 0 })
  return formatNumber(bytes / 1_000_000, locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 })
}

/** Integer kobo as typed in a money input, grouped the locale's way: 120000000 → "1,200,000", 125050 → "1,250.50" (en), "1 250,50" (fr). */
export function formatNairaInput(kobo: number, locale: Locale): string {
  const digits = kobo % 100 === 0 ? 0 : 2
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(kobo / 100)
}

/**
 * Naira typed or pasted (with or without grouping: "1200000", "1,200,000", "1 250,50") as integer kobo;
 * null when empty, NaN when not an amount or with more than two decimals. A mark used twice, or before
 * the other mark, groups; a single one is the locale's decimal mark, or "." where "." does not group.
 */
export function parseNairaInput(text: string, locale: Locale): number | null {
  const compact = text.replace(/[\s\u00a0\u202f'’]/g, '')
  if (compact === '') return null
  const parts = numberFormat(locale).formatToParts(1_234_567.5)
  const decimalMark = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const groupMark = parts.find((part) => part.type === 'group')?.value ?? ','
  const marks = compact.match(/[.,]/g) ?? []
  const last = compact.search(/[.,][^.,]*$/)
  let decimal: string | null = null
  if (new Set(marks).size === 2) decimal = compact[last] ?? null
  else if (marks.length === 1) decimal = marks[0] === decimalMark || (marks[0] === '.' && groupMark !== '.') ? (marks[0] ?? null) : null
  const [whole = '', fraction] = decimal ? [compact.slice(0, last).replace(/[.,]/g, ''), compact.slice(last + 1)] : [compact.replace(/[.,]/g, ''), undefined]
  if (!/^[0-9]*$/.test(whole) || (fraction !== undefined && !/^[0-9]*$/.test(fraction)) || whole + (fraction ?? '') === '') return Number.NaN
  if ((fraction?.length ?? 0) > 2) return Number.NaN
  return Number(whole || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'))
}
