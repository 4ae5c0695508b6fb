// A dispute reason must fit the transaction's product.
import { describe, expect, it } from 'vitest'

import { reasonFitsProduct, reasonsForProduct } from './dispute-reasons.ts'

describe('dispute reasons by product', () => {
  it('accepts "debited, no cash dispensed" only on a cash withdrawal', () => {
    expect(reasonFitsProduct('NoCashDispensed', 'CashWithdrawal')).toBe(true)
    expect(reasonFitsProduct('NoCashDispensed', 'CashDeposit')).toBe(false)
    expect(reasonFitsProduct('NoCashDispensed', 'FundsTransfer')).toBe(false)
  })

  it('offers on a cash deposit only the reasons that fit it', () => {
    expect(reasonsForProduct('CashDeposit')).toEqual(['FailedTransfer', 'ReversalDelay', 'AgentMisconduct', 'Other'])
    expect(reasonsForProduct('BvnEnrolment')).toEqual(['AgentMisconduct', 'Other'])
  })
})
