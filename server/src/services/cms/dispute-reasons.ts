// Which dispute reasons (case categories) fit a transaction's product: "debited, no cash dispensed"
// only on a cash withdrawal, "transfer not received" only where money was sent to an account. The
// contract (cms.yaml CaseCategory) says the same; the PWA offers only these (src/entities/case.ts).
import type { DataOf } from '../../platform/types.ts'

type CaseCategory = DataOf<'getCase'>['category']
export type ProductCategory = 'CashDeposit' | 'CashWithdrawal' | 'FundsTransfer' | 'BillPayment' | 'AirtimeData' | 'AccountOpening' | 'BvnEnrolment'

/** Products on which the customer's account is debited (or money moves): what a money dispute can be about. */
const moneyProducts: readonly ProductCategory[] = ['CashDeposit', 'CashWithdrawal', 'FundsTransfer', 'BillPayment', 'AirtimeData']

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

/** The reasons that fit a product category, in the catalogue's order. */
export function reasonsForProduct(product: string): CaseCategory[] {
  return (Object.keys(disputeReasonProducts) as CaseCategory[]).filter((category) => reasonFitsProduct(category, product))
}
