// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { restoreSessionExpired, sessionEndOf, sessionExpiredStore } from './session-expired'

describe('the session-over notice', () => {
  it('outlives a page load until it is acknowledged, with its reason', () => {
    sessionExpiredStore.set('ended')
    expect(sessionStorage.getItem('backoffice.sessionExpired')).toBe('ended')
    // The next page starts closed and opens it again once on screen.
    sessionExpiredStore.set(null)
    sessionStorage.setItem('backoffice.sessionExpired', 'ended')
    restoreSessionExpired()
    expect(sessionExpiredStore.get()).toBe('ended')
    // Acknowledged: gone for the next page too.
    sessionExpiredStore.set(null)
    restoreSessionExpired()
    expect(sessionExpiredStore.get()).toBeNull()
    expect(sessionStorage.getItem('backoffice.sessionExpired')).toBeNull()
  })

  it('tells a session ended elsewhere from one whose time ran out', () => {
    expect(sessionEndOf('SESSION_ENDED')).toBe('ended')
    expect(sessionEndOf('REFRESH_TOKEN_REUSED')).toBe('ended')
    expect(sessionEndOf('SESSION_EXPIRED')).toBe('expired')
    expect(sessionEndOf(null)).toBe('expired')
  })
})
