// How the service worker turns an Approve/Reject request into an outbox record.
import { describe, expect, it } from 'vitest'

import { decisionFromRequest, isDecisionRequest } from './outbox'

const token = `h.${btoa(JSON.stringify({ sub: '12', username: 'checker' })).replace(/=+$/, '')}.s`

function decisionRequest(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Request {
  const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'key-1', 'app-id': 'backoffice', channel: 'Web', 'x-other': 'dropped', ...init.headers }
  return new Request(`https://gw.bank.ng${path}`, { method: init.method ?? 'PUT', headers, ...(init.body === undefined ? {} : { body: init.body }) })
}

describe('decisionFromRequest', () => {
  it('keeps a rejection with its key, user, platform headers and body, but not the token', async () => {
    const request = decisionRequest('/apms/api/v1/Approval/Reject?id=102', { headers: { 'content-type': 'application/json' }, body: '{"reason":"Duplicate"}' })
    expect(await decisionFromRequest(request)).toMatchObject({
      idempotencyKey: 'key-1',
      requestId: 102,
      decision: 'reject',
      reason: 'Duplicate',
      userId: 12,
      username: 'checker',
      url: '/apms/api/v1/Approval/Reject?id=102',
      headers: { 'app-id': 'backoffice', channel: 'Web', 'content-type': 'application/json' },
      body: '{"reason":"Duplicate"}',
      status: 'queued',
      attempts: 0,
    })
    // The request can still be sent as it was.
    expect(await request.text()).toBe('{"reason":"Duplicate"}')
  })

  it('keeps a return for correction with its note as the reason and the fields it names', async () => {
    const body = '{"note":"Upload this business’s CAC certificate","fields":["documents"]}'
    const request = decisionRequest('/apms/api/v1/Approval/Return?id=103', { headers: { 'content-type': 'application/json' }, body })
    expect(await decisionFromRequest(request)).toMatchObject({
      requestId: 103,
      decision: 'return',
      reason: 'Upload this business’s CAC certificate',
      fields: ['documents'],
      url: '/apms/api/v1/Approval/Return?id=103',
      body,
    })
    expect(isDecisionRequest(new URL('https://gw.bank.ng/apms/api/v1/Approval/Return?id=1'), 'PUT')).toBe(true)
  })

  it('keeps an approval without a body', async () => {
    expect(await decisionFromRequest(decisionRequest('/apms/api/v1/Approval/Approve?id=101'))).toMatchObject({ requestId: 101, decision: 'approve', reason: null, body: null })
  })

  it('has no title: the worker sees only the request number, the page adds the title', async () => {
    expect(await decisionFromRequest(decisionRequest('/apms/api/v1/Approval/Approve?id=101'))).toMatchObject({ requestId: 101, title: null })
  })

  it('leaves alone what is not a decision it can replay', async () => {
    expect(await decisionFromRequest(decisionRequest('/apms/api/v1/Approval/Approve?id=101', { headers: { 'Idempotency-Key': '' } }))).toBeNull()
    expect(await decisionFromRequest(decisionRequest('/apms/api/v1/Approval/Approve?id=101', { headers: { Authorization: '' } }))).toBeNull()
    expect(await decisionFromRequest(decisionRequest('/apms/api/v1/Approval/Approve?id=101', { method: 'POST' }))).toBeNull()
    expect(await decisionFromRequest(decisionRequest('/apms/api/v1/Approval/BulkDecision', { method: 'PUT' }))).toBeNull()
    expect(isDecisionRequest(new URL('https://gw.bank.ng/apms/api/v1/Approval/Reject?id=1'), 'PUT')).toBe(true)
    expect(isDecisionRequest(new URL('https://gw.bank.ng/apms/api/v1/Approval/Reject?id=1'), 'GET')).toBe(false)
  })
})
