// A mutation under maker-checker answers 202 with the approval request's id: nothing changed yet.

/** The body of a 202 "sent for approval" answer (common.yaml ApprovalSubmittedEnvelope). */
export interface SentForApprovalEnvelope {
  succeeded: boolean
  message: string | null
  data: { approvalRequestId: number; status: 'Pending' }
}

export type MutationOutcome<T> = { kind: 'applied'; data: Exclude<T, SentForApprovalEnvelope> } | { kind: 'sentForApproval'; approvalRequestId: number }

function isSentForApproval(body: unknown): body is SentForApprovalEnvelope {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false
  const data = body.data
  return typeof data === 'object' && data !== null && 'approvalRequestId' in data && typeof data.approvalRequestId === 'number'
}

/**
 * What a mutation's answer means for the user. Give it openapi-fetch's `{ data, response }`:
 * a 202 carrying an approval request id was held for a checker, anything else took effect.
 */
export function describeMutationOutcome<T>(result: { data?: T; response: Response }): MutationOutcome<T> {
  if (result.response.status === 202 && isSentForApproval(result.data)) {
    return { kind: 'sentForApproval', approvalRequestId: result.data.data.approvalRequestId }
  }
  return { kind: 'applied', data: result.data as Exclude<T, SentForApprovalEnvelope> }
}
