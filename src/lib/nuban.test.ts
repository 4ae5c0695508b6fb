import { describe, expect, it } from 'vitest'

import { isValidNuban, nubanCheckDigit } from './nuban'

describe('NUBAN', () => {
  it("computes DOMAIN.md's example: First Bank 011, serial 012345678, check digit 4", () => {
    expect(nubanCheckDigit('011', '012345678')).toBe(4)
    expect(isValidNuban('011', '0123456784')).toBe(true)
    expect(isValidNuban('011', '0123456789')).toBe(false)
  })

  it('checks the other institutions (5-digit codes, prefixed with 9) and refuses what is not 10 digits', () => {
    const serial = '123456789'
    const digit = nubanCheckDigit('50515', serial)
    expect(isValidNuban('50515', serial + digit)).toBe(true)
    expect(isValidNuban('50515', serial + ((digit + 1) % 10))).toBe(false)
    expect(isValidNuban('058', '012345678')).toBe(false)
    expect(isValidNuban('058', '01234567a9')).toBe(false)
  })
})
