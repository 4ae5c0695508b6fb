import { describe, expect, it } from 'vitest'

import { describeMutationOutcome } from './mutation-outcome'

describe('describeMutationOutcome', () => {
  it('tells a 202 sent for approval from a change that took effect', () => {
    const held = { succeeded: true, message: 'Sent for approval', errors: null, data: { approvalRequestId: 118, status: 'Pending' as const } }
    expect(describeMutationOutcome({ data: held, response: new Response(null, { status: 202 }) })).toEqual({ kind: 'sentForApproval', approvalRequestId: 118 })
    const applied = { succeeded: true, message: null, errors: null, data: { id: 5, name: 'Standard retail' } }
    expect(describeMutationOutcome({ data: applied, response: new Response(null, { status: 200 }) })).toEqual({ kind: 'applied', data: applied })
  })

  it('treats a 202 without an approval id as applied (an accepted job, not maker-checker)', () => {
    const accepted = { succeeded: true, message: null, errors: null, data: { jobId: 'x' } }
    expect(describeMutationOutcome({ data: accepted, response: new Response(null, { status: 202 }) }).kind).toBe('applied')
  })
})
