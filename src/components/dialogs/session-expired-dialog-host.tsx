import { lazy, Suspense } from 'react'

import { sessionExpiredStore } from '../../lib/auth/session-expired'
import { useStore } from '../../lib/store'

// Loaded only when needed, so the sign-in page does not carry the dialog machinery.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'))

export function SessionExpiredDialogHost() {
  const open = useStore(sessionExpiredStore)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  )
}
