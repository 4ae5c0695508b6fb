import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { globalStylesheet, lazyGlobalStyles } from './chakra-global-css'

const require = createRequire(import.meta.url)
const chakraSystem = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js')

describe("Chakra's global styles made at build time", () => {
  it("changes the installed Chakra's createSystem so that the global styles are built only when read, and can be replaced", () => {
    const changed = lazyGlobalStyles(readFileSync(chakraSystem, 'utf8'))
    expect(changed).not.toContain('const _global = [')
    expect(changed).toContain('get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; }')
    expect(changed).toContain('set _global(styles) { _global = styles; }')
  })

  it('refuses a Chakra whose code no longer has the line it changes', () => {
    expect(() => lazyGlobalStyles('function createSystem() { return {} }')).toThrow(/system\.js changed/)
  })

  it("holds the layers' order, the reset, the global CSS and the app's tokens as CSS variables", async () => {
    const css = await globalStylesheet()
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true)
    expect(css).toContain('@layer reset{')
    expect(css).toContain('--chakra-colors-brand-500:#6143be')
    expect(css).toMatch(/--chakra-sizes-layout\\?[.-]sidebar:250px/)
  })
})
