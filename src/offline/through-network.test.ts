// @vitest-environment jsdom
// A read kept on the device: written before it is shown, answered from the device only when the
// network is gone, never in place of a refusal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '../api/api-error'
import { sessionKeys } from '../lib/session'
import { throughNetwork } from './through-network'

const refusal = () => new ApiError(403, ['Not allowed'], 'Not allowed', null)

describe('throughNetwork', () => {
  beforeEach(() => localStorage.setItem(sessionKeys.userId, '7'))
  afterEach(() => {
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it('answers only once the answer is written to the device, for the signed-in user', async () => {
    const steps: string[] = []
    const answer = await throughNetwork(
      async () => 'page',
      async (page, userId) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        steps.push(`kept ${page} for ${userId}`)
      },
      async () => 'device',
    )
    steps.push(`shown ${answer}`)
    expect(steps).toEqual(['kept page for 7', 'shown page'])
  })

  it('still shows the answer when the device cannot keep it', async () => {
    const answer = await throughNetwork(
      async () => 'page',
      () => Promise.reject(new Error('QuotaExceededError')),
      async () => 'device',
    )
    expect(answer).toBe('page')
  })

  it("answers the device's copy when the network gives no answer, and offline without asking", async () => {
    expect(
      await throughNetwork(
        () => Promise.reject(new TypeError('Failed to fetch')),
        async () => undefined,
        async () => 'device',
      ),
    ).toBe('device')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const read = vi.fn(async () => 'page')
    expect(
      await throughNetwork(
        read,
        async () => undefined,
        async () => 'device',
      ),
    ).toBe('device')
    expect(read).not.toHaveBeenCalled()
  })

  it('throws a refusal or a cancelled read as it is, and the network error when the device has nothing', async () => {
    await expect(
      throughNetwork(
        () => Promise.reject(refusal()),
        async () => undefined,
        async () => 'device',
      ),
    ).rejects.toBeInstanceOf(ApiError)
    const cancelled = new DOMException('aborted', 'AbortError')
    await expect(
      throughNetwork(
        () => Promise.reject(cancelled),
        async () => undefined,
        async () => 'device',
      ),
    ).rejects.toBe(cancelled)
    const failure = new TypeError('Failed to fetch')
    await expect(
      throughNetwork(
        () => Promise.reject(failure),
        async () => undefined,
        async () => undefined,
      ),
    ).rejects.toBe(failure)
  })

  it('has no device to answer from without a signed-in user', async () => {
    localStorage.clear()
    const keep = vi.fn(async () => undefined)
    expect(
      await throughNetwork(
        async () => 'page',
        keep,
        async () => 'device',
      ),
    ).toBe('page')
    expect(keep).not.toHaveBeenCalled()
    const failure = new TypeError('Failed to fetch')
    await expect(
      throughNetwork(
        () => Promise.reject(failure),
        keep,
        async () => 'device',
      ),
    ).rejects.toBe(failure)
  })
})
