// Every message of the catalogs is translated in all five languages (ICU placeholders kept).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from './i18n'

// Both catalogs of a locale: what the sign-in pages load (messages) and the business screens (app).
function entries(locale: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const catalog of ['messages', 'app']) {
    const text = readFileSync(join(import.meta.dirname, '..', 'locales', locale, `${catalog}.po`), 'utf8')
    for (const block of text.split(/\n\n/)) {
      const id = /^msgid "(.*)"$/m.exec(block)?.[1]
      const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
      if (id) map.set(`${catalog}:${id}`, str ?? '')
    }
  }
  return map
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort()

describe('message catalogs', () => {
  const source = entries('en')

  it('hold the messages of the source code', () => {
    expect(source.size).toBeGreaterThan(100)
  })

  it.each(locales.filter((l) => l !== 'en'))('%s translates every message and keeps its placeholders', (locale) => {
    const catalog = entries(locale)
    const missing = [...source.keys()].filter((id) => !catalog.get(id))
    expect(missing).toEqual([])
    const broken = [...source.keys()].filter((key) => JSON.stringify(placeholders(key.replace(/^\w+:/, ''))) !== JSON.stringify(placeholders(catalog.get(key) ?? '')))
    expect(broken).toEqual([])
  })
})
