// The system's global styles, made at build time (scripts/chakra-global-css.ts).
import 'virtual:chakra-global.css'

import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { createContext, useContext, type ReactNode } from 'react'

import { intlLocaleOf } from '../lib/i18n'
import { appSystem } from '../lib/theme'

const Provided = createContext(false)

/** Builds the app's system now (the shell's loader calls it in a task of its own, see routes/_authenticated/route.tsx). */
export const prepareSystem = (): unknown => appSystem()

/**
 * Chakra's system and the locale for its components. Chakra is not part of the first load (the
 * sign-in pages are plain, see components/plain/plain.css): the signed-in shell and each piece
 * that opens over a plain page (a dialog, the settings panel) load it with this provider, and an
 * inner one inside an outer one adds nothing.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  if (useContext(Provided)) return children
  return (
    <Provided.Provider value>
      <LocaleProvider locale={intlLocaleOf(i18n.locale)}>
        <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
      </LocaleProvider>
    </Provided.Provider>
  )
}
