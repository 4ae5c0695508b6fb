// The dispute reasons that fit a transaction's product: the table the screens offer from
// (src/lib/dispute-reasons.ts), checked by the platform when a case is raised.
import { disputeReasonProducts, reasonFitsProduct } from '../../../../src/lib/dispute-reasons.ts'
import type { DataOf } from '../../platform/types.ts'

export { reasonFitsProduct }

type CaseCategory = DataOf<'getCase'>['category']

/** The reasons that fit a product category, in the catalogue's order. */
export function reasonsForProduct(product: string): CaseCategory[] {
  return (Object.keys(disputeReasonProducts) as CaseCategory[]).filter((category) => reasonFitsProduct(category, product))
}
