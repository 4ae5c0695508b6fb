import { IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'

import { Icon } from '../icons'

// The panel (a drawer) loads on first use, keeping it out of the sign-in page's bundle.
const SettingsPanel = lazy(() => import('./settings-panel').then((module) => ({ default: module.SettingsPanel })))

export function SettingsToggle({ color }: { color?: string }) {
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
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
