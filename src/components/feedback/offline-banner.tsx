import { Trans } from '@lingui/react/macro'

import { useOnline } from '../../lib/online'
import { Icon } from '../icons'

/** Shown across the bottom while the network is gone. Plain HTML (plain.css). */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div className="ui-offline-banner" role="status" aria-live="polite">
      <Icon name="wifiOff" />
      <p>
        <Trans>You are offline. Changes cannot be saved until the connection returns.</Trans>
      </p>
    </div>
  )
}
