import { describe, expect, it } from 'vitest'

import { SharedAnswers } from './shared-answers.ts'

describe('shared answers', () => {
  it('reuse an answer at the same version, make it again at another, and share one being made', async () => {
    const answers = new SharedAnswers({ entries: 10 })
    let made = 0
    const make = async () => ++made
    const [a, b] = await Promise.all([answers.get('k', 1, 60_000, make), answers.get('k', 1, 60_000, make)])
    expect([a, b, made]).toEqual([1, 1, 1])
    expect(await answers.get('k', 1, 60_000, make)).toBe(1)
    expect(await answers.get('k', 2, 60_000, make)).toBe(2)
    expect(await answers.get('k', 2, 0, make)).toBe(3)
  })

  it('keep no failed answer, and let the least recently used go beyond the entries or bytes allowed', async () => {
    const answers = new SharedAnswers({ entries: 2, bytes: 10 })
    await expect(answers.get('bad', 1, 60_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await answers.get('bad', 1, 60_000, async () => 'ok')).toBe('ok')
    await answers.get('a', 1, 60_000, async () => 'a1')
    await answers.get('bad', 1, 60_000, async () => 'unused')
    await answers.get('c', 1, 60_000, async () => 'c1')
    // 'a' was the least recently used of three: made again.
    expect(await answers.get('a', 1, 60_000, async () => 'a2')).toBe('a2')
    const size = (value: string) => value.length
    await answers.get('big', 1, 60_000, async () => '123456', size)
    await answers.get('bigger', 1, 60_000, async () => '1234567', size)
    expect(await answers.get('big', 1, 60_000, async () => 'again', size)).toBe('again')
    // An answer measured as null is shared while made, never kept.
    expect(
      await answers.get(
        'once',
        1,
        60_000,
        async () => 'x',
        () => null,
      ),
    ).toBe('x')
    expect(
      await answers.get(
        'once',
        1,
        60_000,
        async () => 'y',
        () => null,
      ),
    ).toBe('y')
  })
})
