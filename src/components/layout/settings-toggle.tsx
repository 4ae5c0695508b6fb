import { useLingui } from '@lingui/react/macro'
import { Suspense, useState } from 'react'

import { Icon } from '../icons'
import { lazyThemed } from '../lazy-themed'

// The panel (a Chakra drawer) loads on first use, keeping it and Chakra out of the sign-in page's bundle.
const SettingsPanel = lazyThemed(() => import('./settings-panel').then((module) => module.SettingsPanel))

/** withLanguage: the panel also offers the language, for screens too narrow for the top bar's switcher. */
export function SettingsToggle({ color, withLanguage = false }: { color?: string; withLanguage?: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <button
        type="button"
        className="ui-icon-button"
        aria-label={t`Open layout settings`}
        data-testid="settings-toggle"
        style={color ? { color } : undefined}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <Icon name="settings" size={20} />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} withLanguage={withLanguage} />
        </Suspense>
      )}
    </>
  )
}
