// Where the maker corrects a returned request: the form it came from, opened for that request
// (its search names the request; the form then resubmits it instead of creating).
import type { ApprovalRequest } from './types'

/** The form of a returned request's operation; undefined when the operation has no form that reopens a request. */
export function correctionLink(request: Pick<ApprovalRequest, 'id' | 'operation' | 'status'>) {
  if (request.status !== 'Returned') return undefined
  switch (request.operation) {
    case 'createMerchant':
      return { to: '/onboarding/create-merchant', search: { returned: request.id } } as const
    default:
      return undefined
  }
}
