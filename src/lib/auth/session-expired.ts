import { createStore } from '../store'

const storageKey = 'backoffice.sessionExpired'

/**
 * Why a session is over: its time ran out ('expired'), or it was ended ('ended': signed out on
 * another device or everywhere, a password changed or reset, the account disabled or locked, a
 * refresh token used twice), which the platform says with its own codes.
 */
export type SessionEnd = 'expired' | 'ended'

/** The reason a 401's code gives. */
export const sessionEndOf = (code: string | null): SessionEnd => (code === 'SESSION_ENDED' || code === 'REFRESH_TOKEN_REUSED' ? 'ended' : 'expired')

/**
 * The reason while the session-over dialog shows (a failed user load or a 401), null when closed.
 * Kept for the tab (sessionStorage) until the user acknowledges it: a session that ended as a page
 * was being left, or a reload, still says why on the next page.
 */
export const sessionExpiredStore = createStore<SessionEnd | null>(null)

sessionExpiredStore.subscribe(() => {
  try {
    const reason = sessionExpiredStore.get()
    if (reason) sessionStorage.setItem(storageKey, reason)
    else sessionStorage.removeItem(storageKey)
  } catch {
    // Storage denied: the dialog still shows on this page.
  }
})

/** The notice a page load interrupted, opened again once the app is on screen (after hydration). */
export function restoreSessionExpired(): void {
  try {
    const kept = sessionStorage.getItem(storageKey)
    if (kept === 'ended' || kept === 'expired') sessionExpiredStore.set(kept)
  } catch {
    // Storage denied: nothing was kept.
  }
}
