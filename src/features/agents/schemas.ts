import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { agentDailyCashOutCapKobo, terminalMakers } from '../../entities/agent'
import { formatNaira } from '../../lib/format'
import type { Locale } from '../../lib/i18n'
import { nigerianPhonePattern, personNamePattern, withoutControlCharacters } from '../../lib/validation'

// The contract's bounds (openapi/mer.yaml AgentCreate / AgentUpdate / AgentLocation / AgentCashOutLimit).
export const agentLimits = {
  businessName: { min: 2, max: 150 },
  personName: 60,
  email: 254,
  street: { min: 3, max: 200 },
  city: { min: 2, max: 100 },
  lga: { min: 2, max: 100 },
  latitude: { min: 4.2, max: 13.9 },
  longitude: { min: 2.7, max: 14.7 },
  serialNumber: { min: 6, max: 30 },
  cashOutLimit: { min: 100, max: agentDailyCashOutCapKobo },
} as const

const elevenDigits = /^[0-9]{11}$/
const tinPattern = /^([0-9]{8}-[0-9]{4}|[0-9]{10})$/
const terminalIdPattern = /^[A-Z0-9]{8}$/
const serialPattern = /^[A-Z0-9][A-Z0-9-]{4,28}[A-Z0-9]$/
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** At most 6 decimals (about 10 cm), as the platform accepts. */
const sixDecimals = (value: number) => Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6

/**
 * The agent form, checked as the user types. In edit mode BVN and NIN may stay empty (the
 * platform keeps the recorded ones; it only shows them masked).
 */
export function agentSchema(i18n: I18n, locale: Locale, mode: 'create' | 'edit') {
  const L = agentLimits
  const text = (min: number, max: number, empty: string, short: string, long: string) =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.minLength(min, short), v.maxLength(max, long), v.check(withoutControlCharacters, i18n._(msg`Control characters are not allowed`)))
  const personName = (empty: string) =>
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(empty),
      v.maxLength(L.personName, i18n._(msg`At most ${L.personName} characters`)),
      v.regex(personNamePattern, i18n._(msg`Letters, spaces, apostrophes, dots and hyphens only`)),
    )
  const identity = (label: 'BVN' | 'NIN') => {
    const message = label === 'BVN' ? i18n._(msg`The BVN is 11 digits`) : i18n._(msg`The NIN is 11 digits`)
    return mode === 'create'
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(label === 'BVN' ? i18n._(msg`Enter the agent's BVN`) : i18n._(msg`Enter the agent's NIN`)), v.regex(elevenDigits, message))
      : v.pipe(
          v.string(),
          v.trim(),
          v.check((value) => value === '' || elevenDigits.test(value), message),
        )
  }
  const coordinate = (axis: 'latitude' | 'longitude') => {
    const { min, max } = L[axis]
    const outside = i18n._(msg`Nigeria lies between ${min} and ${max} degrees`)
    return v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, axis === 'latitude' ? i18n._(msg`Enter the latitude, or use this tablet's location`) : i18n._(msg`Enter the longitude, or use this tablet's location`)),
      v.check((value) => value === null || !Number.isNaN(value), i18n._(msg`Enter a number in decimal degrees`)),
      v.check((value) => value === null || Number.isNaN(value) || (value >= min && value <= max), outside),
      v.check((value) => value === null || Number.isNaN(value) || sixDecimals(value), i18n._(msg`At most 6 decimals`)),
    )
  }
  const cap = formatNaira(L.cashOutLimit.max, locale)
  return v.object({
    merchantId: v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, i18n._(msg`Choose the merchant`)),
    ),
    firstName: personName(i18n._(msg`Enter the first name`)),
    lastName: personName(i18n._(msg`Enter the last name`)),
    businessName: text(
      L.businessName.min,
      L.businessName.max,
      i18n._(msg`Enter the outlet's name`),
      i18n._(msg`At least ${L.businessName.min} characters`),
      i18n._(msg`At most ${L.businessName.max} characters`),
    ),
    agentType: v.picklist(['Individual', 'Business'] as const, i18n._(msg`Choose individual or business`)),
    phoneNumber: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Enter the phone number`)), v.regex(nigerianPhonePattern, i18n._(msg`Ten digits after +234`))),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(L.email, i18n._(msg`At most ${L.email} characters`)),
      v.check((value) => value === '' || emailPattern.test(value), i18n._(msg`Enter a valid e-mail address`)),
    ),
    bvn: identity('BVN'),
    nin: identity('NIN'),
    tin: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || tinPattern.test(value), i18n._(msg`8 digits, a dash and 4 digits, or 10 digits`)),
    ),
    address: v.object({
      street: text(L.street.min, L.street.max, i18n._(msg`Enter the street`), i18n._(msg`At least ${L.street.min} characters`), i18n._(msg`At most ${L.street.max} characters`)),
      city: text(L.city.min, L.city.max, i18n._(msg`Enter the city`), i18n._(msg`At least ${L.city.min} characters`), i18n._(msg`At most ${L.city.max} characters`)),
      stateId: v.pipe(
        v.nullable(v.number()),
        v.check((value) => value !== null, i18n._(msg`Choose the state`)),
      ),
      lga: text(L.lga.min, L.lga.max, i18n._(msg`Enter the local government area`), i18n._(msg`At least ${L.lga.min} characters`), i18n._(msg`At most ${L.lga.max} characters`)),
    }),
    location: v.object({ latitude: coordinate('latitude'), longitude: coordinate('longitude') }),
    terminalId: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || terminalIdPattern.test(value), i18n._(msg`8 capital letters or digits`)),
    ),
    terminalSerialNumber: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || serialPattern.test(value), i18n._(msg`${L.serialNumber.min} to ${L.serialNumber.max} capital letters, digits or dashes`)),
    ),
    terminalMaker: v.union([v.literal(''), v.picklist(terminalMakers)], i18n._(msg`Choose a maker from the list`)),
    dailyCashOutLimit: v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, i18n._(msg`Enter the daily cash-out limit`)),
      v.check((value) => value === null || (Number.isInteger(value) && value >= L.cashOutLimit.min), i18n._(msg`Enter an amount in naira, at least ₦1`)),
      v.check((value) => value === null || value <= L.cashOutLimit.max, i18n._(msg`The CBN caps an agent's cash-out at ${cap} a day`)),
    ),
  })
}

export type AgentFormValues = v.InferInput<ReturnType<typeof agentSchema>>
