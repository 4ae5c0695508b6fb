import { createStore } from '../store'

const storageKey = 'backoffice.sessionExpired'

/**
 * Open while the 'Your session has expired' dialog shows (a failed user load or a 401). Kept for
 * the tab (sessionStorage) until the user acknowledges it: a session that ended as a page was
 * being left, or a reload, still says why on the next page.
 */
export const sessionExpiredStore = createStore(false)

sessionExpiredStore.subscribe(() => {
  try {
    if (sessionExpiredStore.get()) sessionStorage.setItem(storageKey, '1')
    else sessionStorage.removeItem(storageKey)
  } catch {
    // Storage denied: the dialog still shows on this page.
  }
})

/** The notice a page load interrupted, opened again once the app is on screen (after hydration). */
export function restoreSessionExpired(): void {
  try {
    if (sessionStorage.getItem(storageKey) === '1') sessionExpiredStore.set(true)
  } catch {
    // Storage denied: nothing was kept.
  }
}
