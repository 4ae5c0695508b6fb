// The contract's fee and commission rule types for the seed; the arithmetic lives in src/lib/fees.ts, shared with the screens.
import type { components } from '../../../src/api/schema/mer.ts'

export { computeFee, splitCommission, withBandStarts, type CommissionSplit } from '../../../src/lib/fees.ts'

export type FeeRule = components['schemas']['FeeRule']
export type CommissionShareRule = components['schemas']['CommissionShareRuleInput']
