// The design system's global styles (Chakra's reset, the global CSS and every token's CSS variable)
// as a stylesheet made at build time, instead of built and injected by the browser: on a tablet's
// CPU, building them was a third of the signed-in shell's first long task, and serializing them
// for the page another task of its own.
//
// - `virtual:chakra-global.css` is that stylesheet, from the same system the app runs
//   (src/lib/theme.ts), serialized as Emotion's Global would serialize it.
// - Chakra's createSystem builds those styles at once (`_global`); here it builds them only when
//   read, and src/lib/theme.ts sets them to nothing for the page. The build fails if Chakra's code
//   no longer has the line this changes (an upgrade must look at it again).
import { serializeStyles } from '@emotion/serialize'
import { compile, serialize, stringify } from 'stylis'
import type { Plugin } from 'vite'

const stylesheetId = 'virtual:chakra-global.css'
const resolvedStylesheetId = `\0${stylesheetId}`

const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const returnedGlobal = /\n(\s*)_global,\n/

/** Chakra's createSystem with its global styles built when first read, and replaceable. */
export function lazyGlobalStyles(code: string): string {
  if (!code.includes(eagerGlobal) || !returnedGlobal.test(code)) {
    throw new Error('chakra-global-css: @chakra-ui/react styled-system/system.js changed; see scripts/chakra-global-css.ts')
  }
  return code
    .replace(eagerGlobal, 'let _global;')
    .replace(
      returnedGlobal,
      (_match, indent: string) => `\n${indent}get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n${indent}set _global(styles) { _global = styles; },\n`,
    )
}

/** The system's global styles as CSS text, in its cascade layers (declared first, in their order). */
export async function globalStylesheet(): Promise<string> {
  const system = (await import('../src/lib/theme')).appSystem()
  const styles = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]
  const serialized = serializeStyles(styles as Parameters<typeof serializeStyles>[0])
  // The layers' order first (stylis does not keep a statement at-rule with several names).
  return `${system.layers.atRule}\n${serialize(compile(serialized.styles), stringify)}`
}

export function chakraGlobalCss(): Plugin {
  return {
    name: 'chakra-global-css',
    enforce: 'pre',
    resolveId(source) {
      return source === stylesheetId ? resolvedStylesheetId : undefined
    },
    async load(id) {
      return id === resolvedStylesheetId ? await globalStylesheet() : undefined
    },
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id.split('?')[0] ?? '')) return undefined
      return { code: lazyGlobalStyles(code), map: null }
    },
  }
}
