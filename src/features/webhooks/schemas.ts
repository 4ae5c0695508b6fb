import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { businessEventTypeValues } from '../../api/schema/admin'
import type { BusinessEventType, WebhookSubscription } from '../../entities/webhook-subscription'
import { withoutControlCharacters } from '../../lib/validation'

// The contract's bounds (openapi/admin.yaml WebhookUrl, WebhookEventTypes, WebhookSubscriptionCreate).
export const webhookSubscriptionLimits = { url: { min: 10, max: 500 }, description: 200, eventTypes: businessEventTypeValues.length } as const

const eventTypes = businessEventTypeValues as unknown as readonly [BusinessEventType, ...BusinessEventType[]]
const isEventType = (value: unknown): value is BusinessEventType => typeof value === 'string' && (businessEventTypeValues as readonly string[]).includes(value)

export function webhookSubscriptionSchema(i18n: I18n) {
  const { url, description } = webhookSubscriptionLimits
  return v.object({
    url: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the address (URL) to send the events to`)),
      v.regex(/^https?:\/\//i, i18n._(msg`The address starts with https:// (or http://)`)),
      v.minLength(url.min, i18n._(msg`The address needs at least ${url.min} characters`)),
      v.maxLength(url.max, i18n._(msg`The address can have at most ${url.max} characters`)),
      v.url(i18n._(msg`This is not a web address`)),
    ),
    description: v.pipe(
      v.string(),
      v.maxLength(description, i18n._(msg`The description can have at most ${description} characters`)),
      v.check(withoutControlCharacters, i18n._(msg`The description cannot contain control characters`)),
    ),
    eventTypes: v.pipe(v.array(v.picklist(eventTypes)), v.minLength(1, i18n._(msg`Choose at least one kind of event`))),
    status: v.picklist(['Active', 'Disabled'] as const, i18n._(msg`Choose a status`)),
  })
}

export type WebhookSubscriptionFormValues = v.InferInput<ReturnType<typeof webhookSubscriptionSchema>>

/** The form's values for a saved subscription, or empty for a new one. */
export function valuesOf(subscription: WebhookSubscription | undefined): WebhookSubscriptionFormValues {
  return {
    url: subscription?.url ?? '',
    description: subscription?.description ?? '',
    eventTypes: subscription ? [...subscription.eventTypes] : [],
    status: subscription?.status === 'Disabled' ? 'Disabled' : 'Active',
  }
}

/** The form's values from a body sent (a request returned for correction): the inverse of the body built on submit. */
export function valuesFromBody(body: Record<string, unknown>): WebhookSubscriptionFormValues {
  return {
    url: typeof body.url === 'string' ? body.url : '',
    description: typeof body.description === 'string' ? body.description : '',
    eventTypes: Array.isArray(body.eventTypes) ? body.eventTypes.filter(isEventType) : [],
    status: body.status === 'Disabled' ? 'Disabled' : 'Active',
  }
}

/** The body sent for the form's values: a creation's, or an update's (with the subscription's id and status). */
export function bodyOf(value: WebhookSubscriptionFormValues): { url: string; description: string | null; eventTypes: BusinessEventType[] }
export function bodyOf(value: WebhookSubscriptionFormValues, id: number): { id: number; url: string; description: string | null; eventTypes: BusinessEventType[]; status: 'Active' | 'Disabled' }
export function bodyOf(value: WebhookSubscriptionFormValues, id?: number) {
  // In the order of the contract's list, so the same choice is the same body whatever order it was ticked in.
  const chosen = businessEventTypeValues.filter((type) => value.eventTypes.includes(type))
  const body = { url: value.url.trim(), description: value.description.trim() || null, eventTypes: chosen }
  return id === undefined ? body : { id, ...body, status: value.status }
}
