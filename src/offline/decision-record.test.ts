// The one builder of an outbox record.
import { describe, expect, it } from 'vitest'

import { decisionRecord } from './decision-record'

describe('decisionRecord', () => {
  it('keeps the decision as it will be sent again, with its user, queued now and never attempted', () => {
    const before = Date.now()
    const record = decisionRecord({
      idempotencyKey: 'key-1',
      requestId: 102,
      decision: 'reject',
      reason: 'Duplicate',
      subject: { userId: 12, username: 'checker' },
      url: '/apms/api/v1/Approval/Reject?id=102',
      headers: { channel: 'Web' },
      body: '{"reason":"Duplicate"}',
    })
    expect(record).toEqual({
      idempotencyKey: 'key-1',
      requestId: 102,
      title: null,
      decision: 'reject',
      reason: 'Duplicate',
      userId: 12,
      username: 'checker',
      url: '/apms/api/v1/Approval/Reject?id=102',
      headers: { channel: 'Web' },
      body: '{"reason":"Duplicate"}',
      createdAt: expect.any(String),
      status: 'queued',
      attempts: 0,
      lastAttemptAt: null,
      settledAt: null,
      outcome: null,
    })
    expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(before - 1)
    expect(Date.parse(record.createdAt)).toBeLessThanOrEqual(Date.now())
  })

  it('keeps the title the page knows, as the checker saw it', () => {
    const record = decisionRecord({
      idempotencyKey: 'key-2',
      requestId: 21,
      title: 'Onboard merchant Ade Stores Ltd',
      decision: 'approve',
      reason: null,
      subject: { userId: 12, username: 'checker' },
      url: '/apms/api/v1/Approval/Approve?id=21',
      headers: {},
      body: null,
    })
    expect(record.title).toBe('Onboard merchant Ade Stores Ltd')
  })
})
