import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { bodyOf, valuesFromBody, webhookSubscriptionSchema, type WebhookSubscriptionFormValues } from './schemas'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const schema = webhookSubscriptionSchema(i18n)
const valid: WebhookSubscriptionFormValues = { url: 'https://hooks.bank.example/agent-banking', description: '', eventTypes: ['merchant.created'], status: 'Active' }
const issuesOf = (values: Partial<WebhookSubscriptionFormValues>) => {
  const result = v.safeParse(schema, { ...valid, ...values })
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue))
}

describe('webhook subscription form', () => {
  it('takes an https or http address of 10 to 500 characters with at least one kind of event', () => {
    expect(issuesOf({})).toEqual([])
    expect(issuesOf({ url: 'http://localhost:8080/sandbox/webhooks/inbox' })).toEqual([])
    expect(issuesOf({ url: `https://a.example/${'x'.repeat(500 - 18)}` })).toEqual([])
  })

  it('refuses an address too short, too long, without http(s) or not an address', () => {
    expect(issuesOf({ url: 'http://a' })).toContain('url')
    expect(issuesOf({ url: `https://a.example/${'x'.repeat(500 - 17)}` })).toContain('url')
    expect(issuesOf({ url: 'ftp://files.bank.example/in' })).toContain('url')
    expect(issuesOf({ url: '' })).toContain('url')
    expect(issuesOf({ url: 'https://not an address' })).toContain('url')
  })

  it('asks for at least one kind of event and refuses a kind the platform does not send', () => {
    expect(issuesOf({ eventTypes: [] })).toContain('eventTypes')
    expect(issuesOf({ eventTypes: ['merchant.deleted' as never] })).toContain('eventTypes.0')
  })

  it('keeps the description within 200 characters', () => {
    expect(issuesOf({ description: 'x'.repeat(200) })).toEqual([])
    expect(issuesOf({ description: 'x'.repeat(201) })).toContain('description')
  })
})

describe('webhook subscription body sent and reopened', () => {
  it('sends the kinds in the contract’s order, a trimmed address and an empty description as none', () => {
    const values: WebhookSubscriptionFormValues = { url: ' https://hooks.bank.example/in ', description: ' ', eventTypes: ['case.opened', 'approval.approved'], status: 'Active' }
    expect(bodyOf(values)).toEqual({ url: 'https://hooks.bank.example/in', description: null, eventTypes: ['approval.approved', 'case.opened'] })
  })

  it('reopens a creation sent and sends the same body again', () => {
    const sent = { url: 'https://hooks.bank.example/in', description: 'Core banking', eventTypes: ['merchant.created', 'merchant.disabled'] }
    const values = valuesFromBody(sent)
    expect(values).toEqual({ ...sent, status: 'Active' })
    expect(bodyOf(values)).toEqual(sent)
  })

  it('keeps an update’s id and status, and drops kinds it does not know', () => {
    const sent = { id: 4, url: 'https://hooks.bank.example/in', description: null, eventTypes: ['user.locked', 'nonsense'], status: 'Disabled' }
    const values = valuesFromBody(sent)
    expect(values.eventTypes).toEqual(['user.locked'])
    expect(bodyOf(values, 4)).toEqual({ id: 4, url: 'https://hooks.bank.example/in', description: null, eventTypes: ['user.locked'], status: 'Disabled' })
  })

  it('opens empty fields for a body missing them', () => {
    expect(valuesFromBody({})).toEqual({ url: '', description: '', eventTypes: [], status: 'Active' })
  })
})
