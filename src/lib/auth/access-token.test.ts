// Reading the user out of an access token.
import { describe, expect, it } from 'vitest'

import { tokenSubject } from './access-token'

describe('tokenSubject', () => {
  it('reads the user from a bearer token', () => {
    const payload = btoa(JSON.stringify({ sub: '12', username: 'checker' })).replace(/=+$/, '')
    expect(tokenSubject(`Bearer h.${payload}.s`)).toEqual({ userId: 12, username: 'checker' })
    expect(tokenSubject('Bearer nonsense')).toBeNull()
    expect(tokenSubject(null)).toBeNull()
  })
})
