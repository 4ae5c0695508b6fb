import { Trans } from '@lingui/react/macro'

import { dismissUpdate, installUpdate, updateAvailableStore } from '../../lib/pwa'
import { useStore } from '../../lib/store'
import { PlainButton } from '../plain/button'

/** A new service worker is waiting: offer to reload into the new version. Plain HTML (plain.css). */
export function UpdatePrompt() {
  const available = useStore(updateAvailableStore)
  if (!available) return null
  return (
    <div className="ui-notice" role="alertdialog" aria-labelledby="update-prompt-text" data-testid="update-prompt">
      <p id="update-prompt-text">
        <Trans>A new version of the back office is available.</Trans>
      </p>
      <div className="ui-row ui-row--end">
        <PlainButton size="sm" variant="ghost" onClick={dismissUpdate}>
          <Trans>Later</Trans>
        </PlainButton>
        <PlainButton size="sm" onClick={installUpdate}>
          <Trans>Reload</Trans>
        </PlainButton>
      </div>
    </div>
  )
}
