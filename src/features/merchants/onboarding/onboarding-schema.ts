// The onboarding form's values and checks, with the contract's bounds (openapi/mer.yaml MerchantCreate).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { components } from '../../../api/schema/mer'
import { businessTypeLabels, type BusinessType } from '../../../entities/business-type'
import { isValidNuban } from '../../../lib/nuban'
import { nigerianPhonePattern, personNamePattern, usernamePattern, withoutControlCharacters } from '../../../lib/validation'
import { emailPattern, rcNumberPattern, tinPattern } from '../schemas'

export type MerchantCreate = components['schemas']['MerchantCreate']
type DocumentContentType = components['schemas']['DocumentContentType']

export const businessTypes = Object.keys(businessTypeLabels) as [BusinessType, ...BusinessType[]]

export const onboardingLimits = {
  businessName: { min: 2, max: 150 },
  street: { min: 3, max: 200 },
  place: { min: 2, max: 100 },
  accountName: { min: 3, max: 100 },
} as const

export const bvnPattern = /^[0-9]{11}$/
export const accountNumberPattern = /^[0-9]{10}$/

/** One slot per document type of the reference data; only the slots with a file are sent. */
export interface OnboardingDocument {
  documentTypeId: number
  name: string
  required: boolean
  file: File | null
}

export interface OnboardingValues {
  businessName: string
  emailAddress1: string
  phoneNumber1: string
  personnel: { username: string; firstName: string; lastName: string; email: string; phoneNumber: string; bvn: string }
  businessType: BusinessType | null
  industryId: number | null
  superAgentId: number | null
  rcNumber: string
  tin: string
  emailAddress2: string
  phoneNumber2: string
  address: { street: string; city: string; lga: string; stateId: number | null; countryId: number | null }
  settlement: { accountNumber: string; bankCode: string | null; accountName: string }
  documents: OnboardingDocument[]
  configuration: {
    productGroupId: number | null
    feeSchemeId: number | null
    commissionGroupId: number | null
    dailyTransactionLimit: number | null
    singleTransactionLimit: number | null
  }
}

export const emptyOnboarding: Omit<OnboardingValues, 'documents'> = {
  businessName: '',
  emailAddress1: '',
  phoneNumber1: '',
  personnel: { username: '', firstName: '', lastName: '', email: '', phoneNumber: '', bvn: '' },
  businessType: null,
  industryId: null,
  superAgentId: null,
  rcNumber: '',
  tin: '',
  emailAddress2: '',
  phoneNumber2: '',
  address: { street: '', city: '', lga: '', stateId: null, countryId: null },
  settlement: { accountNumber: '', bankCode: null, accountName: '' },
  configuration: { productGroupId: null, feeSchemeId: null, commissionGroupId: null, dailyTransactionLimit: null, singleTransactionLimit: null },
}

export function onboardingSchema(i18n: I18n) {
  const { businessName, street, place, accountName } = onboardingLimits
  const text = (min: number, max: number, empty: string, short: string, long: string) =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.minLength(min, short), v.maxLength(max, long), v.check(withoutControlCharacters, i18n._(msg`Control characters are not allowed`)))
  const email = (empty: string) =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(254, i18n._(msg`At most 254 characters`)), v.regex(emailPattern, i18n._(msg`Enter an e-mail address such as name@business.ng`)))
  const phone = (empty: string) => v.pipe(v.string(), v.nonEmpty(empty), v.regex(nigerianPhonePattern, i18n._(msg`Enter the ten digits after +234`)))
  const personName = (empty: string) =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(60, i18n._(msg`At most 60 characters`)), v.regex(personNamePattern, i18n._(msg`Letters, spaces, apostrophes, dots and hyphens only`)))
  const chosen = (message: string) =>
    v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, message),
    )
  const kobo = (empty: string) =>
    v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, empty),
      v.check((value) => value === null || Number.isInteger(value), i18n._(msg`Use at most two decimals`)),
      v.check((value) => value === null || value > 0, i18n._(msg`Enter an amount above ₦0`)),
    )
  return v.pipe(
    v.object({
      businessName: text(
        businessName.min,
        businessName.max,
        i18n._(msg`Enter the business name`),
        i18n._(msg`The business name needs at least ${businessName.min} characters`),
        i18n._(msg`The business name can have at most ${businessName.max} characters`),
      ),
      emailAddress1: email(i18n._(msg`Enter the business e-mail address`)),
      phoneNumber1: phone(i18n._(msg`Enter the business phone number`)),
      personnel: v.object({
        username: v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Choose the personnel's username`)), v.regex(usernamePattern, i18n._(msg`3 to 50 letters, digits, dots, dashes or underscores`))),
        firstName: personName(i18n._(msg`Enter the first name`)),
        lastName: personName(i18n._(msg`Enter the last name`)),
        email: email(i18n._(msg`Enter the personnel's e-mail address`)),
        phoneNumber: phone(i18n._(msg`Enter the personnel's phone number`)),
        bvn: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Enter the personnel's BVN`)), v.regex(bvnPattern, i18n._(msg`A BVN is 11 digits`))),
      }),
      businessType: v.pipe(
        v.nullable(v.picklist(businessTypes)),
        v.check((value) => value !== null, i18n._(msg`Choose the type of business`)),
      ),
      industryId: chosen(i18n._(msg`Choose the industry`)),
      superAgentId: chosen(i18n._(msg`Choose the super agent`)),
      rcNumber: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(i18n._(msg`Enter the CAC registration number`)),
        v.regex(rcNumberPattern, i18n._(msg`RC, BN or IT followed by up to 8 digits, such as RC1234567`)),
      ),
      tin: v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === '' || tinPattern.test(value), i18n._(msg`8 digits, a dash and 4 digits (12345678-0001), or 10 digits`)),
      ),
      emailAddress2: v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === '' || (emailPattern.test(value) && value.length <= 254), i18n._(msg`Enter an e-mail address such as name@business.ng`)),
      ),
      phoneNumber2: v.pipe(
        v.string(),
        v.check((value) => value === '' || nigerianPhonePattern.test(value), i18n._(msg`Enter the ten digits after +234`)),
      ),
      address: v.object({
        street: text(street.min, street.max, i18n._(msg`Enter the street address`), i18n._(msg`At least ${street.min} characters`), i18n._(msg`At most ${street.max} characters`)),
        city: text(place.min, place.max, i18n._(msg`Enter the city or town`), i18n._(msg`At least ${place.min} characters`), i18n._(msg`At most ${place.max} characters`)),
        lga: text(place.min, place.max, i18n._(msg`Enter the local government area`), i18n._(msg`At least ${place.min} characters`), i18n._(msg`At most ${place.max} characters`)),
        stateId: chosen(i18n._(msg`Choose the state`)),
        countryId: chosen(i18n._(msg`Choose the country`)),
      }),
      settlement: v.pipe(
        v.object({
          accountNumber: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Enter the account number`)), v.regex(accountNumberPattern, i18n._(msg`A NUBAN account number is 10 digits`))),
          bankCode: v.pipe(
            v.nullable(v.string()),
            v.check((value) => value !== null && value !== '', i18n._(msg`Choose the bank`)),
          ),
          accountName: text(
            accountName.min,
            accountName.max,
            i18n._(msg`Enter the account name`),
            i18n._(msg`At least ${accountName.min} characters`),
            i18n._(msg`At most ${accountName.max} characters`),
          ),
        }),
        // The NUBAN's last digit checks the bank code and the serial: a mistyped digit is caught here, not at the bank.
        v.forward(
          v.partialCheck(
            [['accountNumber'], ['bankCode']],
            (settlement) => !settlement.bankCode || !accountNumberPattern.test(settlement.accountNumber) || isValidNuban(settlement.bankCode, settlement.accountNumber),
            i18n._(msg`This is not a valid account number at the chosen bank (its check digit does not match): check the number and the bank`),
          ),
          ['accountNumber'],
        ),
      ),
      documents: v.array(
        v.pipe(
          v.object({ documentTypeId: v.number(), name: v.string(), required: v.boolean(), file: v.nullable(v.instance(File)) }),
          v.forward(
            v.check((slot) => !slot.required || slot.file !== null, i18n._(msg`This document is required`)),
            ['file'],
          ),
        ),
      ),
      configuration: v.object({
        productGroupId: chosen(i18n._(msg`Choose the product group`)),
        feeSchemeId: chosen(i18n._(msg`Choose the fee scheme`)),
        commissionGroupId: chosen(i18n._(msg`Choose the commission group`)),
        dailyTransactionLimit: kobo(i18n._(msg`Enter the daily limit`)),
        singleTransactionLimit: kobo(i18n._(msg`Enter the single-transaction limit`)),
      }),
    }),
    v.forward(
      v.check((values) => values.emailAddress2 === '' || values.emailAddress2.toLowerCase() !== values.emailAddress1.toLowerCase(), i18n._(msg`Give a second address, or leave this empty`)),
      ['emailAddress2'],
    ),
    v.forward(
      v.check((values) => values.phoneNumber2 === '' || values.phoneNumber2 !== values.phoneNumber1, i18n._(msg`Give a second number, or leave this empty`)),
      ['phoneNumber2'],
    ),
    v.forward(
      v.check(
        ({ configuration: { dailyTransactionLimit: daily, singleTransactionLimit: single } }) => daily === null || single === null || single <= daily,
        i18n._(msg`The single-transaction limit cannot be above the daily limit`),
      ),
      ['configuration', 'singleTransactionLimit'],
    ),
  )
}

/** The form's slot of each document the body sends: documents.1 of the body is documents[sentSlots[1]] of the form. */
export function sentSlots(values: Pick<OnboardingValues, 'documents'>): number[] {
  return values.documents.flatMap((slot, index) => (slot.file ? [index] : []))
}

/** The request body from finished values; documents are read into base64 here. */
export async function merchantCreateBody(values: OnboardingValues, readBase64: (file: File) => Promise<string>): Promise<MerchantCreate> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim())
  const required = <T>(value: T | null): T => {
    if (value === null) throw new Error('onboarding submitted before it was valid')
    return value
  }
  const documents = await Promise.all(
    values.documents.flatMap(({ documentTypeId, file }) =>
      // The file's type was checked against the accepted ones when it was chosen.
      file ? [readBase64(file).then((contentBase64) => ({ documentTypeId, fileName: file.name, contentType: file.type as DocumentContentType, contentBase64 }))] : [],
    ),
  )
  return {
    businessName: values.businessName.trim(),
    businessType: required(values.businessType),
    industryId: required(values.industryId),
    rcNumber: values.rcNumber.trim(),
    tin: optional(values.tin),
    emailAddress1: values.emailAddress1.trim(),
    emailAddress2: optional(values.emailAddress2),
    phoneNumber1: values.phoneNumber1,
    phoneNumber2: optional(values.phoneNumber2),
    address: {
      street: values.address.street.trim(),
      city: values.address.city.trim(),
      lga: values.address.lga.trim(),
      stateId: required(values.address.stateId),
      countryId: required(values.address.countryId),
    },
    superAgentId: required(values.superAgentId),
    personnel: {
      username: values.personnel.username.trim(),
      firstName: values.personnel.firstName.trim(),
      lastName: values.personnel.lastName.trim(),
      email: values.personnel.email.trim(),
      phoneNumber: values.personnel.phoneNumber,
      bvn: values.personnel.bvn,
    },
    settlement: { accountNumber: values.settlement.accountNumber, bankCode: required(values.settlement.bankCode), accountName: values.settlement.accountName.trim() },
    configuration: {
      productGroupId: required(values.configuration.productGroupId),
      feeSchemeId: required(values.configuration.feeSchemeId),
      commissionGroupId: required(values.configuration.commissionGroupId),
      dailyTransactionLimit: required(values.configuration.dailyTransactionLimit),
      singleTransactionLimit: required(values.configuration.singleTransactionLimit),
    },
    documents,
  }
}

/** The file a document of a sent body was made from (a returned request reopens with its documents). */
function fileOf(document: NonNullable<MerchantCreate['documents']>[number]): File {
  const binary = atob(document.contentBase64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new File([bytes], document.fileName, { type: document.contentType })
}

/** The form's values from a body it sent (merchantCreateBody reversed): a returned onboarding opens filled, documents included. */
export function onboardingValuesFrom(body: MerchantCreate, documentTypes: readonly { id: number; name: string; required: boolean }[]): OnboardingValues {
  const sent = body.documents ?? []
  return {
    businessName: body.businessName,
    emailAddress1: body.emailAddress1,
    phoneNumber1: body.phoneNumber1,
    personnel: { ...body.personnel },
    businessType: body.businessType,
    industryId: body.industryId,
    superAgentId: body.superAgentId,
    rcNumber: body.rcNumber,
    tin: body.tin ?? '',
    emailAddress2: body.emailAddress2 ?? '',
    phoneNumber2: body.phoneNumber2 ?? '',
    address: { ...body.address },
    settlement: { ...body.settlement },
    configuration: { ...body.configuration },
    documents: documentTypes.map((type): OnboardingDocument => {
      const document = sent.find((candidate) => candidate.documentTypeId === type.id)
      return { documentTypeId: type.id, name: type.name, required: type.required, file: document ? fileOf(document) : null }
    }),
  }
}
