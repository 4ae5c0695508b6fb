import { describe, expect, it } from 'vitest'

import { formatAge, formatNaira } from './format'

describe('formatAge', () => {
  it('says the largest whole unit in the words of the locale', () => {
    expect(formatAge(3 * 3_600_000 + 59 * 60_000, 'en')).toBe('3 hours ago')
    expect(formatAge(2 * 86_400_000, 'fr')).toBe('avant-hier')
    expect(formatAge(5 * 60_000, 'es')).toBe('hace 5 minutos')
    expect(formatAge(10_000, 'en')).toBe('now')
  })
})

describe('formatNaira', () => {
  it('shows integer kobo as naira with the locale grouping', () => {
    expect(formatNaira(1_250_050, 'en')).toBe('₦12,500.50')
    expect(formatNaira(-150, 'en')).toBe('-₦1.50')
  })
})
