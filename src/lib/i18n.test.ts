// Every message of the catalogs is translated in all five languages (ICU placeholders kept).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from './i18n'

function entries(locale: string): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, '..', 'locales', locale, 'messages.po'), 'utf8')
  const map = new Map<string, string>()
  for (const block of text.split(/\n\n/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id) map.set(id, str ?? '')
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
    const broken = [...source.keys()].filter((id) => JSON.stringify(placeholders(id)) !== JSON.stringify(placeholders(catalog.get(id) ?? '')))
    expect(broken).toEqual([])
  })
})
