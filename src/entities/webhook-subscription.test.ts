import { describe, expect, it } from 'vitest'

import { webhookFailureKind } from './webhook-subscription'

describe('webhookFailureKind', () => {
  it('reads the kind of what the dispatcher wrote, not its words', () => {
    expect(webhookFailureKind({ statusCode: null, error: 'No answer in 10 seconds' })).toBe('timeout')
    expect(webhookFailureKind({ statusCode: 302, error: 'Redirected to https://elsewhere.example/: not followed' })).toBe('redirect')
    expect(webhookFailureKind({ statusCode: null, error: 'The URL points to a private network address' })).toBe('addressNotAllowed')
    expect(webhookFailureKind({ statusCode: null, error: 'connect ECONNREFUSED 127.0.0.1:9' })).toBe('refused')
    expect(webhookFailureKind({ statusCode: null, error: 'getaddrinfo ENOTFOUND hooks.example.ng' })).toBe('notFound')
    expect(webhookFailureKind({ statusCode: null, error: 'other side closed' })).toBe('dropped')
    expect(webhookFailureKind({ statusCode: null, error: 'self-signed certificate in certificate chain' })).toBe('certificate')
  })

  it('says nothing of an answer, and calls an error it does not know a network error', () => {
    expect(webhookFailureKind({ statusCode: 200, error: null })).toBeNull()
    expect(webhookFailureKind({ statusCode: 500, error: null })).toBeNull()
    expect(webhookFailureKind({ statusCode: null, error: null })).toBe('network')
    expect(webhookFailureKind({ statusCode: null, error: 'fetch failed' })).toBe('network')
  })
})
