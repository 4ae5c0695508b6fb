import { describe, expect, it } from 'vitest'

import { formatAge, formatDate, formatFileSize, formatNaira, formatNairaInput, formatNumber, parseNairaInput } from './format'

describe('formatFileSize', () => {
  // The locale's own space (no-break, narrow no-break) read as a space.
  const size = (bytes: number, locale: Parameters<typeof formatFileSize>[1]) => formatFileSize(bytes, locale).replace(/\s/gu, ' ')
  it('says kilobytes and megabytes in the words of each locale, with its space', () => {
    expect(size(708_000, 'fr')).toBe('708 ko')
    expect(size(708_000, 'en')).toBe('708 kB')
    expect(size(1_300_000, 'fr')).toBe('1,3 Mo')
    expect(size(4_200, 'es')).toBe('4,2 kB')
    expect(size(708_000, 'ar')).toBe('708 كيلوبايت')
  })

  it('reads a file under a kilobyte in tenths of one, never as bare bytes ("708o") or zero', () => {
    expect(size(708, 'fr')).toBe('0,8 ko')
    expect(size(708, 'en')).toBe('0.8 kB')
    expect(size(12, 'en')).toBe('0.1 kB')
  })
})

describe('kept formatters', () => {
  it('keep one formatter per locale and options: each call still formats with its own', () => {
    expect(formatNumber(0.5, 'en')).toBe('0.5')
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%')
    expect(formatNumber(0.5, 'en')).toBe('0.5')
    expect(formatNumber(1234.5, 'fr').replace(/\s/gu, ' ')).toBe('1 234,5')
    expect(formatNaira(125050, 'en')).toBe('₦1,250.50')
    expect(formatDate('2026-11-28T10:04:00Z', 'en', { timeStyle: 'short' })).toBe('11:04')
    expect(formatDate('2026-11-28T10:04:00Z', 'en', { dateStyle: 'medium' })).toBe('28 Nov 2026')
    expect(formatDate('2026-11-28T10:04:00Z', 'fr', { dateStyle: 'medium' })).toBe('28 nov. 2026')
  })
})

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

describe('money inputs', () => {
  it('groups naira the locale’s way, with kobo only when there are some', () => {
    expect(formatNairaInput(120_000_000, 'en')).toBe('1,200,000')
    expect(formatNairaInput(125_050, 'en')).toBe('1,250.50')
    expect(formatNairaInput(125_050, 'fr')).toBe('1\u202f250,50')
    expect(formatNairaInput(120_000_000, 'es')).toBe('1.200.000')
    expect(formatNairaInput(120_000_000, 'ar')).toBe('1,200,000')
  })

  it('reads what was typed or pasted, grouped or not, as integer kobo', () => {
    expect(parseNairaInput('1200000', 'en')).toBe(120_000_000)
    expect(parseNairaInput('1,200,000', 'en')).toBe(120_000_000)
    expect(parseNairaInput(' 1,250.50 ', 'en')).toBe(125_050)
    expect(parseNairaInput('0.01', 'en')).toBe(1)
    expect(parseNairaInput('12.', 'en')).toBe(1_200)
    expect(parseNairaInput('1 250,50', 'fr')).toBe(125_050)
    expect(parseNairaInput('1250.5', 'fr')).toBe(125_050)
    expect(parseNairaInput('1.200.000', 'es')).toBe(120_000_000)
    expect(parseNairaInput('1.200', 'es')).toBe(120_000)
    expect(parseNairaInput('1.250,50', 'es')).toBe(125_050)
    // Pasted from a statement in another convention: the mark used twice groups.
    expect(parseNairaInput('1,200,000', 'fr')).toBe(120_000_000)
    expect(parseNairaInput('1,200,000.75', 'es')).toBe(120_000_075)
    // Every amount it formats, it reads back.
    for (const locale of ['en', 'fr', 'es', 'zh', 'ar'] as const) for (const kobo of [1, 99, 100_000, 125_050, 120_000_000]) expect(parseNairaInput(formatNairaInput(kobo, locale), locale)).toBe(kobo)
  })

  it('says empty and refuses what is not an amount', () => {
    expect(parseNairaInput('', 'en')).toBeNull()
    expect(parseNairaInput('  ', 'en')).toBeNull()
    expect(parseNairaInput('1.234', 'en')).toBeNaN()
    expect(parseNairaInput('12a', 'en')).toBeNaN()
    expect(parseNairaInput('.', 'en')).toBeNaN()
    expect(parseNairaInput('-5', 'en')).toBeNaN()
  })
})
