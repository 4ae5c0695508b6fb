import { lazy, type ComponentType } from 'react'

/**
 * A Chakra component shown over the plain pages (a dialog, a banner, the settings panel), loaded
 * on demand together with Chakra and wrapped in ThemeProvider, so the first load stays plain.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { ThemeProvider }] = await Promise.all([load(), import('./theme-provider')])
    function Themed(props: P) {
      return (
        <ThemeProvider>
          <Component {...props} />
        </ThemeProvider>
      )
    }
    return { default: Themed }
  })
}
