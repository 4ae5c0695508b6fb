// The maker's correction of a returned request: the amended body of its operation, sent back as the
// same request (PUT Approval/Resubmit), Pending again. The form that sends it goes through the
// approvable mutation (src/lib), so a lost answer is sent again with the same key.
import { apms } from '../../../api/clients'

/** PUT /apms/api/v1/Approval/Resubmit */
export function resubmitRequest(requestId: number, body: Record<string, unknown>, idempotencyKey: string) {
  return apms.PUT('/apms/api/v1/Approval/Resubmit', { params: { query: { id: requestId }, header: { 'Idempotency-Key': idempotencyKey } }, body: { body } })
}
