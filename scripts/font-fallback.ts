// `npm run gen:fonts` writes src/components/plain/font-fallback.css: the fallback faces drawn until
// IBM Plex Sans has loaded, the system's Arial (or Liberation Sans, its metric-compatible twin on
// Linux) scaled and spaced by Capsize to IBM Plex Sans' average width, ascent and descent. A page
// painted from its HTML (scripts/prerender.ts) draws its text at once in them, and when the web font
// arrives, nothing moves. font-fallback.test.ts checks the file is what this writes.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { createFontStack } from '@capsizecss/core'
import { fromFile } from '@capsizecss/unpack/fs'

export const FONT_FALLBACK_CSS = 'src/components/plain/font-fallback.css'

// The system fonts' metrics, measured with @capsizecss/unpack from Liberation Sans 2.1 (Debian's
// fonts-liberation): the same advances and vertical metrics as Arial, which is not ours to ship.
const vertical = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048 }
const systemFonts = {
  regular: [
    { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', ...vertical, xWidthAvg: 913 },
    { familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans', ...vertical, xWidthAvg: 913 },
  ],
  bold: [
    { familyName: 'Arial', fullName: 'Arial Bold', postscriptName: 'Arial-BoldMT', ...vertical, xWidthAvg: 983 },
    { familyName: 'Liberation Sans', fullName: 'Liberation Sans Bold', postscriptName: 'LiberationSans-Bold', ...vertical, xWidthAvg: 983 },
  ],
}

/** The weights the app loads (main.tsx), each with its own fallback. */
const weights = [400, 500, 600] as const

export async function fontFallbackCss(root = process.cwd()): Promise<string> {
  const faces: string[] = []
  for (const weight of weights) {
    // One family, its weights told apart by font-weight (each file names itself "IBM Plex Sans Medium"…).
    const plex = { ...(await fromFile(join(root, `node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weight}-normal.woff`))), familyName: 'IBM Plex Sans' }
    const system = weight >= 600 ? systemFonts.bold : systemFonts.regular
    faces.push(createFontStack([plex, ...system], { fontFaceProperties: { fontWeight: weight } }).fontFaces)
  }
  return `/* Written by \`npm run gen:fonts\` (scripts/font-fallback.ts): do not edit. */\n${faces.join('\n')}\n`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(FONT_FALLBACK_CSS, await fontFallbackCss())
  console.info(`Wrote ${FONT_FALLBACK_CSS}`)
}
