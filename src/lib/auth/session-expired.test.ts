// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { restoreSessionExpired, sessionExpiredStore } from './session-expired'

describe('the session-expired notice', () => {
  it('outlives a page load until it is acknowledged', () => {
    sessionExpiredStore.set(true)
    expect(sessionStorage.getItem('backoffice.sessionExpired')).toBe('1')
    // The next page starts closed and opens it again once on screen.
    sessionExpiredStore.set(false)
    sessionStorage.setItem('backoffice.sessionExpired', '1')
    restoreSessionExpired()
    expect(sessionExpiredStore.get()).toBe(true)
    // Acknowledged: gone for the next page too.
    sessionExpiredStore.set(false)
    restoreSessionExpired()
    expect(sessionExpiredStore.get()).toBe(false)
    expect(sessionStorage.getItem('backoffice.sessionExpired')).toBeNull()
  })
})
