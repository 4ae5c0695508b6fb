// The back office's own catalogs (src/locales/<locale>/*.po), read by the platform for the words it
// writes into files (export headers and statuses): one translation of each word, not a second copy.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const exportLocales = ['en', 'fr', 'es', 'zh', 'ar'] as const
export type ExportLocale = (typeof exportLocales)[number]

const localesFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src', 'locales')
const catalogs = new Map<ExportLocale, Map<string, string>>()

/** msgid → msgstr of a .po file's entries without a context (the plain words). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const block of text.split(/\r?\n\r?\n/)) {
    let id = ''
    let str = ''
    let field: 'id' | 'str' | 'other' | null = null
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('msgctxt ')) field = 'other'
      else if (line.startsWith('msgid ')) {
        if (field === 'other') break
        field = 'id'
        id = JSON.parse(line.slice(6)) as string
      } else if (line.startsWith('msgstr ')) {
        field = 'str'
        str = JSON.parse(line.slice(7)) as string
      } else if (line.startsWith('"')) {
        const part = JSON.parse(line) as string
        if (field === 'id') id += part
        else if (field === 'str') str += part
      }
    }
    if (field !== 'other' && id && str) entries.set(id, str)
  }
  return entries
}

function catalog(locale: ExportLocale): Map<string, string> {
  let entries = catalogs.get(locale)
  if (!entries) {
    entries = new Map()
    for (const file of ['messages.po', 'app.po']) {
      try {
        for (const [id, str] of parsePo(readFileSync(join(localesFolder, locale, file), 'utf8'))) entries.set(id, str)
      } catch {
        // A catalog missing from a trimmed deployment: its words stay in English.
      }
    }
    catalogs.set(locale, entries)
  }
  return entries
}

/** The word in the locale's catalog, or as it is. */
export function translate(locale: ExportLocale, text: string): string {
  if (locale === 'en') return text
  return catalog(locale).get(text) ?? text
}
