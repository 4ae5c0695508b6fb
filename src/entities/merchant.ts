// A merchant in the bank's words: a business onboarded under a super agent, with its address, its
// admin user (personnel), its settlement account, its configuration and its documents.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/mer'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'
import { businessTypeLabels } from './business-type'

export type Merchant = components['schemas']['Merchant']
export type MerchantSummary = components['schemas']['MerchantSummary']
export type MerchantDocument = components['schemas']['MerchantDocument']

const enabledField = {
  label: msg`Enabled`,
  kind: 'enum',
  values: { true: msg`Enabled`, false: msg`Disabled` },
  tones: { true: 'success', false: 'danger' },
} as const

export const merchantAddressFields = {
  street: { label: msg`Street` },
  city: { label: msg`City` },
  lga: { label: msg`Local government area` },
  stateId: { label: msg`State id`, kind: 'code' },
  stateName: { label: msg`State` },
  countryId: { label: msg`Country id`, kind: 'code' },
  countryName: { label: msg`Country` },
} as const satisfies FieldDictionary

export const merchantPersonnelFields = {
  username: { label: msg`Username`, kind: 'code' },
  firstName: { label: msg`First name` },
  lastName: { label: msg`Last name` },
  email: { label: msg`Email` },
  phoneNumber: { label: msg`Phone number`, kind: 'code' },
  bvn: { label: msg`BVN`, kind: 'code' },
} as const satisfies FieldDictionary

export const settlementAccountFields = {
  accountNumber: { label: msg`Account number`, kind: 'code' },
  bankCode: { label: msg`Bank code`, kind: 'code' },
  bankName: { label: msg`Bank` },
  accountName: { label: msg`Account name` },
} as const satisfies FieldDictionary

export const merchantConfigurationFields = {
  productGroup: { label: msg`Product group`, kind: 'reference' },
  productGroupId: { label: msg`Product group`, kind: 'code' },
  feeScheme: { label: msg`Fee scheme`, kind: 'reference' },
  feeSchemeId: { label: msg`Fee scheme`, kind: 'code' },
  commissionGroup: { label: msg`Commission group`, kind: 'reference' },
  commissionGroupId: { label: msg`Commission group`, kind: 'code' },
  dailyTransactionLimit: { label: msg`Daily transaction limit`, kind: 'money' },
  singleTransactionLimit: { label: msg`Single transaction limit`, kind: 'money' },
} as const satisfies FieldDictionary

export const merchantDocumentFields = {
  id: recordFields.id,
  documentType: { label: msg`Document type`, kind: 'reference' },
  documentTypeId: { label: msg`Document type`, kind: 'code' },
  fileName: { label: msg`File` },
  contentType: { label: msg`File type`, kind: 'code' },
  sizeBytes: { label: msg`Size in bytes`, kind: 'number' },
  uploadedAt: { label: msg`Uploaded`, kind: 'datetime' },
  uploadedBy: { label: msg`Uploaded by` },
  downloadUrl: { label: msg`Link` },
} as const satisfies FieldDictionary

export const merchantFields = {
  ...recordFields,
  businessName: { label: msg`Business name` },
  businessType: { label: msg`Business type`, kind: 'enum', values: businessTypeLabels },
  industry: { label: msg`Industry`, kind: 'reference' },
  industryId: { label: msg`Industry`, kind: 'code' },
  rcNumber: { label: msg`RC number`, kind: 'code' },
  tin: { label: msg`TIN`, kind: 'code' },
  emailAddress1: { label: msg`Email` },
  emailAddress2: { label: msg`Second email` },
  phoneNumber1: { label: msg`Phone number`, kind: 'code' },
  phoneNumber2: { label: msg`Second phone number`, kind: 'code' },
  address: { label: msg`Address`, fields: merchantAddressFields },
  superAgent: { label: msg`Super agent`, kind: 'reference' },
  superAgentId: { label: msg`Super agent`, kind: 'code' },
  username: { label: msg`Personnel username`, kind: 'code' },
  personnel: { label: msg`Personnel`, fields: merchantPersonnelFields },
  settlement: { label: msg`Settlement account`, fields: settlementAccountFields },
  configuration: { label: msg`Configuration`, fields: merchantConfigurationFields },
  documents: { label: msg`Documents`, kind: 'list', nameKey: 'fileName', fields: merchantDocumentFields },
  document: { label: msg`Document`, fields: merchantDocumentFields },
  merchantId: { label: msg`Merchant id`, kind: 'code' },
  status: statusField,
  enabled: enabledField,
  reason: { label: msg`Reason` },
  agentCount: { label: msg`Agents`, kind: 'number' },
} as const satisfies FieldDictionary
