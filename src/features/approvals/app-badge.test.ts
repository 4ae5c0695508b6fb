// The app icon's count of requests waiting for the checker, through the Badging API when there is one.
import { describe, expect, it, vi } from 'vitest'

import { showOnAppIcon } from './app-badge'

describe('showOnAppIcon', () => {
  it('sets the count, and clears the badge at zero', () => {
    const setAppBadge = vi.fn(() => Promise.resolve())
    const clearAppBadge = vi.fn(() => Promise.resolve())
    const nav = { setAppBadge, clearAppBadge } as unknown as Navigator
    showOnAppIcon(3, nav)
    expect(setAppBadge).toHaveBeenCalledWith(3)
    showOnAppIcon(0, nav)
    expect(clearAppBadge).toHaveBeenCalledTimes(1)
    expect(setAppBadge).toHaveBeenCalledTimes(1)
  })

  it('does nothing where the browser has no Badging API, and ignores a refusal', async () => {
    expect(() => showOnAppIcon(2, {} as Navigator)).not.toThrow()
    const refused = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')))
    showOnAppIcon(2, { setAppBadge: refused } as unknown as Navigator)
    await Promise.resolve()
    expect(refused).toHaveBeenCalledWith(2)
  })
})
