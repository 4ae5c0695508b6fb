import { IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'

import { Icon } from '../icons'

// The panel (a drawer) loads on first use, keeping it out of the sign-in page's bundle.
const SettingsPanel = lazy(() => import('./settings-panel').then((module) => ({ default: module.SettingsPanel })))

/** withLanguage: the panel also offers the language, for screens too narrow for the top bar's switcher. */
export function SettingsToggle({ color, withLanguage = false }: { color?: string; withLanguage?: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <IconButton
        aria-label={t`Open layout settings`}
        data-testid="settings-toggle"
        variant="ghost"
        color={color}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <Icon name="settings" size={20} />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} withLanguage={withLanguage} />
        </Suspense>
      )}
    </>
  )
}
