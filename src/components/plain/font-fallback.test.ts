import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FONT_FALLBACK_CSS, fontFallbackCss } from '../../../scripts/font-fallback'

describe('font-fallback.css', () => {
  it('is what `npm run gen:fonts` writes from the fonts the app ships', async () => {
    expect(readFileSync(FONT_FALLBACK_CSS, 'utf8')).toBe(await fontFallbackCss())
  })

  it('scales a fallback for each weight the app loads, to the family the stylesheets name', () => {
    const css = readFileSync(FONT_FALLBACK_CSS, 'utf8')
    for (const weight of [400, 500, 600]) expect(css).toContain(`font-weight: ${weight};`)
    expect(css).toMatch(/size-adjust: 10\d\.\d+%/)
    const plain = readFileSync('src/components/plain/plain.css', 'utf8')
    expect(plain).toContain(`'IBM Plex Sans Fallback: Arial', 'IBM Plex Sans Fallback: Liberation Sans'`)
  })
})
