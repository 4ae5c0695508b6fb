import { IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

import { Icon } from '../icons'

function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}

export function FullscreenToggle({ color }: { color?: string }) {
  const { t } = useLingui()
  const fullscreen = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null)
  if (!document.fullscreenEnabled) return null
  return (
    <IconButton
      aria-label={fullscreen ? t`Exit full screen` : t`Full screen`}
      aria-pressed={fullscreen}
      variant="ghost"
      color={color}
      display={{ base: 'none', md: 'inline-flex' }}
      onClick={() => void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen())}
    >
      <Icon name={fullscreen ? 'minimize' : 'maximize'} size={20} />
    </IconButton>
  )
}
