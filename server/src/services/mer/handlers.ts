import { agentHandlers } from './agents.ts'
import { bvnValidationHandlers } from './bvn-validation.ts'
import { commissionGroupHandlers } from './commission-groups.ts'
import { feeSchemeHandlers } from './fee-schemes.ts'
import { merchantRecordHandlers } from './merchants.ts'
import { nameEnquiryHandlers } from './name-enquiry.ts'
import { referenceHandlers } from './reference.ts'

/** Every operation of mer.yaml, by resource. */
export const merchantHandlers = {
  ...merchantRecordHandlers,
  ...agentHandlers,
  ...feeSchemeHandlers,
  ...commissionGroupHandlers,
  ...referenceHandlers,
  ...nameEnquiryHandlers,
  ...bvnValidationHandlers,
}
