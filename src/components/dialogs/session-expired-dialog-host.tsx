import { Suspense, useEffect } from 'react'

import { restoreSessionExpired, sessionExpiredStore } from '../../lib/auth/session-expired'
import { useStore } from '../../lib/store'
import { lazyThemed } from '../lazy-themed'

// Loaded only when needed, so the sign-in page does not carry the dialog machinery.
const SessionExpiredDialog = lazyThemed(() => import('./session-expired-dialog').then((module) => module.default))

export function SessionExpiredDialogHost() {
  const reason = useStore(sessionExpiredStore)
  // After the first render, so a prerendered page hydrates as it was drawn.
  useEffect(() => restoreSessionExpired(), [])
  if (!reason) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog reason={reason} />
    </Suspense>
  )
}
