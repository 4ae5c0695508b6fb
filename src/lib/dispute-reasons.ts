// Which dispute reasons (case categories) fit a transaction's product: "debited, no cash dispensed"
// only on a cash withdrawal, "transfer not received" only where money was sent to an account. One
// table for the screens (the reasons offered) and the sandbox platform (the reasons accepted), as the
// contract says (cms.yaml CaseCategory).
import type { components } from '../api/schema/cms'

type CaseCategory = components['schemas']['CaseCategory']
export type ProductCategory = 'CashDeposit' | 'CashWithdrawal' | 'FundsTransfer' | 'BillPayment' | 'AirtimeData' | 'AccountOpening' | 'BvnEnrolment'

/** Products on which the customer's account is debited (or money moves): what a money dispute can be about. */
const moneyProducts: readonly ProductCategory[] = ['CashDeposit', 'CashWithdrawal', 'FundsTransfer', 'BillPayment', 'AirtimeData']

/** The product categories each dispute reason fits: 'any' for all. */
export const disputeReasonProducts: Record<CaseCategory, readonly ProductCategory[] | 'any'> = {
  NoCashDispensed: ['CashWithdrawal'],
  DoubleDebit: ['CashWithdrawal', 'FundsTransfer', 'BillPayment', 'AirtimeData'],
  FailedTransfer: ['CashDeposit', 'FundsTransfer'],
  ReversalDelay: moneyProducts,
  AgentMisconduct: 'any',
  Other: 'any',
}

/** Whether a dispute reason fits a transaction of this product category. */
export function reasonFitsProduct(category: CaseCategory, product: string): boolean {
  const products = disputeReasonProducts[category]
  return products === 'any' || (products as readonly string[]).includes(product)
}
