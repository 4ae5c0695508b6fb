import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { nigerianPhonePattern, withoutControlCharacters } from '../../lib/validation'

// The contract's bounds (openapi/mer.yaml MerchantUpdate, MerchantConfigurationUpdate, MerchantDocumentUpload).
export const merchantLimits = {
  businessName: { min: 2, max: 150 },
  email: 254,
  street: { min: 3, max: 200 },
  city: { min: 2, max: 100 },
  lga: { min: 2, max: 100 },
} as const
export const documentLimits = { maxBytes: 5 * 1024 * 1024, types: ['application/pdf', 'image/png', 'image/jpeg'] as const }
/** The largest limit the contract's Kobo takes (₦1 trillion is far above any merchant's). */
const maxKobo = 100_000_000_000_000

export const rcNumberPattern = /^(RC|BN|IT)[0-9]{1,8}$/
export const tinPattern = /^([0-9]{8}-[0-9]{4}|[0-9]{10})$/
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(i18n: I18n, limits: { min: number; max: number }, missing: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(missing),
    v.minLength(limits.min, i18n._(msg`Needs at least ${limits.min} characters`)),
    v.maxLength(limits.max, i18n._(msg`Can have at most ${limits.max} characters`)),
    v.check(withoutControlCharacters, i18n._(msg`Cannot contain control characters`)),
  )
}

const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, message),
    v.check((value) => value === '' || pattern.test(value), message),
  )

/** The editable details of a merchant: business, contact and address. */
export function merchantDetailsSchema(i18n: I18n) {
  const badEmail = i18n._(msg`Enter an email address such as name@example.ng`)
  const badPhone = i18n._(msg`Enter a Nigerian number: +234 and 10 digits`)
  return v.object({
    businessName: text(i18n, merchantLimits.businessName, i18n._(msg`Give the business name`)),
    businessType: v.picklist(
      ['SoleProprietorship', 'Partnership', 'LimitedLiabilityCompany', 'PublicLimitedCompany', 'IncorporatedTrustee', 'Cooperative'] as const,
      i18n._(msg`Choose the business type`),
    ),
    industryId: v.pipe(v.number(i18n._(msg`Choose the industry`)), v.integer(), v.minValue(1, i18n._(msg`Choose the industry`))),
    rcNumber: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(rcNumberPattern, i18n._(msg`RC, BN or IT followed by up to 8 digits`))),
    tin: optionalPattern(tinPattern, i18n._(msg`8 digits, a dash and 4 digits; or 10 digits`), 13),
    emailAddress1: v.pipe(v.string(), v.trim(), v.nonEmpty(badEmail), v.maxLength(merchantLimits.email, badEmail), v.regex(emailPattern, badEmail)),
    emailAddress2: optionalPattern(emailPattern, badEmail, merchantLimits.email),
    phoneNumber1: v.pipe(v.string(), v.regex(nigerianPhonePattern, badPhone)),
    phoneNumber2: optionalPattern(nigerianPhonePattern, badPhone, 14),
    address: v.object({
      street: text(i18n, merchantLimits.street, i18n._(msg`Give the street`)),
      city: text(i18n, merchantLimits.city, i18n._(msg`Give the city`)),
      lga: text(i18n, merchantLimits.lga, i18n._(msg`Give the local government area`)),
      stateId: v.pipe(v.number(i18n._(msg`Choose the state`)), v.integer(), v.minValue(1, i18n._(msg`Choose the state`))),
      countryId: v.pipe(v.number(i18n._(msg`Choose the country`)), v.integer(), v.minValue(1, i18n._(msg`Choose the country`))),
    }),
  })
}

export type MerchantDetailsValues = v.InferInput<ReturnType<typeof merchantDetailsSchema>>

/** Product group, fee scheme, commission group and the two limits; the single limit not above the daily one. */
export function merchantConfigurationSchema(i18n: I18n) {
  const choose = (message: string) => v.pipe(v.number(message), v.integer(), v.minValue(1, message))
  const limit = (missing: string) => v.pipe(v.number(missing), v.integer(), v.minValue(1, i18n._(msg`The limit must be more than ₦0`)), v.maxValue(maxKobo, i18n._(msg`The limit is too large`)))
  return v.pipe(
    v.object({
      productGroupId: choose(i18n._(msg`Choose a product group`)),
      feeSchemeId: choose(i18n._(msg`Choose a fee scheme`)),
      commissionGroupId: choose(i18n._(msg`Choose a commission group`)),
      dailyTransactionLimit: limit(i18n._(msg`Give the daily limit`)),
      singleTransactionLimit: limit(i18n._(msg`Give the single transaction limit`)),
    }),
    v.forward(
      v.check((value) => value.singleTransactionLimit <= value.dailyTransactionLimit, i18n._(msg`The single transaction limit cannot be above the daily limit`)),
      ['singleTransactionLimit'],
    ),
  )
}

export type MerchantConfigurationValues = v.InferInput<ReturnType<typeof merchantConfigurationSchema>>

/** A document to add or replace: its type and a PDF, PNG or JPEG of at most 5 MB. */
export function merchantDocumentSchema(i18n: I18n) {
  return v.object({
    documentTypeId: v.pipe(v.number(i18n._(msg`Choose the document type`)), v.integer(), v.minValue(1, i18n._(msg`Choose the document type`))),
    file: v.pipe(
      v.nullable(v.instance(File)),
      v.check((file) => file !== null, i18n._(msg`Choose a file`)),
      v.check((file) => file === null || (documentLimits.types as readonly string[]).includes(file.type), i18n._(msg`Choose a PDF, PNG or JPEG file`)),
      v.check((file) => file === null || file.size <= documentLimits.maxBytes, i18n._(msg`The file is larger than 5 MB`)),
    ),
  })
}

export type MerchantDocumentValues = v.InferInput<ReturnType<typeof merchantDocumentSchema>>
