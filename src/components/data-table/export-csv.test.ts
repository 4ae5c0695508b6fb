import { describe, expect, it } from 'vitest'

import { toCsv } from './export-csv'

describe('toCsv', () => {
  const columns = [
    { header: 'Name', exportValue: (row: { name: string; phone: string }) => row.name },
    { header: 'Shown only', cell: () => null },
    { header: 'Phone', exportValue: (row: { name: string; phone: string }) => row.phone },
  ]

  it('quotes commas and quotes, keeps phone numbers, neutralises formulas, skips columns without a value', () => {
    const csv = toCsv(columns, [
      { name: 'Mama "Nkechi", Ventures', phone: '+2348031234567' },
      { name: '=HYPERLINK("x")', phone: '-cmd' },
    ])
    expect(csv).toBe('\uFEFFName,Phone\r\n"Mama ""Nkechi"", Ventures",+2348031234567\r\n"\'=HYPERLINK(""x"")",\'-cmd\r\n')
  })
})
