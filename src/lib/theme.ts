// The design system: Chakra's base config plus only the recipes this app renders (keeps the entry small).
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  comboboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

import { fontStack } from './fonts'

/** Layout sizes of SPEC section 9, also used as CSS lengths by the layouts. */
export const layoutSizes = {
  topbar: '70px',
  footer: '60px',
  sidebar: '250px',
  sidebarCollapsed: '70px',
  sidebarSmall: '160px',
  rightPanel: '280px',
  container: '1140px',
  boxed: '1300px',
} as const

export const accentColor = '#6143be'

const brand = {
  50: { value: '#f3f0fb' },
  100: { value: '#e4ddf6' },
  200: { value: '#cabcee' },
  300: { value: '#a994e2' },
  400: { value: '#8567d3' },
  500: { value: accentColor },
  600: { value: '#5236a3' },
  700: { value: '#432c85' },
  800: { value: '#352368' },
  900: { value: '#281a4e' },
  950: { value: '#1a1133' },
}

// The palettes the screens use (status badges, hints, the sync banner): Chakra's others (teal, cyan,
// pink) would only lengthen the system's build and its stylesheet.
const palettes = ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const
const basePalettes = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', ...palettes]
const pick = <T extends object>(record: T, keys: readonly string[]) => Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key))) as T

type TokenTree = { [key: string]: unknown }
/** The light value of each conditional token: the app has no dark colour mode (only a dark sidebar and top bar, drawn with their own colours). */
function lightOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree
  if ('value' in tree) {
    const value = (tree as { value: unknown }).value
    return (typeof value === 'object' && value !== null && '_light' in value ? { ...tree, value: (value as { _light: unknown })._light } : tree) as T
  }
  return Object.fromEntries(Object.entries(tree as TokenTree).map(([key, child]) => [key, lightOnly(child)])) as T
}

const { '*': chakraEveryElement, html: chakraHtml, ...chakraGlobalCss } = globalCss
const { fontFeatureSettings, ...everyElementVariables } = chakraEveryElement ?? {}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...chakraGlobalCss,
    // Chakra declares its 26 variables (rings, filters, the global font and border colour) on every
    // element; each element then computed them again (a full style pass about a quarter dearer, measured).
    // Declared on html they reach every element with the same values (no recipe here sets them lower).
    '*': { fontFeatureSettings },
    html: { ...chakraHtml, ...everyElementVariables, colorPalette: 'brand' },
    body: { fontFamily: 'body', fontSize: '0.9rem', bg: 'bg.subtle', color: 'fg' },
    // Names can be long (a 100-character business name): headings, titles and details wrap rather than widen the page;
    // table cells break a word only when it cannot fit (their table scrolls inside its own frame).
    'h1, h2, h3, h4, h5, h6, dd, [data-part=title], [data-scope=dialog][data-part=description]': { overflowWrap: 'anywhere' },
    'td, th': { overflowWrap: 'break-word' },
  },
  theme: {
    // Bootstrap-like breakpoints: the sidebar collapses under lg (992px), the container widens at xl (1200px).
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...pick(tokens.colors, basePalettes), brand },
      fonts: {
        ...tokens.fonts,
        body: { value: fontStack },
        heading: { value: fontStack },
      },
      sizes: {
        ...tokens.sizes,
        ...Object.fromEntries(Object.entries(layoutSizes).map(([name, value]) => [`layout.${name}`, { value }])),
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...pick(semanticTokens.colors, ['bg', 'fg', 'border', ...palettes]),
        // Error text at 4.5:1 or more on white (red.500 is 3.8:1), for menu items and field messages.
        fg: { ...semanticTokens.colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        // White on green.600 is 3.3:1: the Approve buttons use green.700 (5:1).
        green: { ...semanticTokens.colors.green, solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          muted: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.200}' },
          solid: { value: '{colors.brand.500}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    }),
    recipes: {
      button: buttonRecipe,
      textarea: textareaRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      switch: switchSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
})

let system: SystemContext | undefined

/**
 * The app's system, made on first use: building it is the largest single piece of the shell's start
 * (about 45 ms, 180 ms on a tablet's CPU), so the shell's loader runs it in a task of its own rather
 * than with the evaluation of Chakra's modules.
 */
export function appSystem(): SystemContext {
  if (!system) {
    system = createSystem(defaultBaseConfig, config)
    // Its global styles (reset, global CSS, the tokens' variables) come as a stylesheet made at build time
    // (scripts/chakra-global-css.ts, imported by components/theme-provider.tsx), not built in the browser.
    system._global = []
  }
  return system
}
