// An agent in the bank's words: an outlet of a merchant, with the record the CBN's 2025
// agent-banking guidelines make the bank keep (identity, outlet position, terminal, cash-out limit).
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/mer'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'

export type Agent = components['schemas']['Agent']
export type AgentDetail = components['schemas']['AgentDetail']
export type AgentType = components['schemas']['AgentType']
export type GeopoliticalZone = components['schemas']['GeopoliticalZone']
export type TerminalMaker = components['schemas']['TerminalMaker']

/** The CBN's cap on one agent's cash-out a day (circular of 17 December 2024): ₦1,200,000, in kobo. */
export const agentDailyCashOutCapKobo = 120_000_000

export const agentTypeLabels = {
  Individual: msg`Individual`,
  Business: msg`Business`,
} as const satisfies Record<AgentType, unknown>

export const zoneLabels = {
  'North Central': msg`North Central`,
  'North East': msg`North East`,
  'North West': msg`North West`,
  'South East': msg`South East`,
  'South South': msg`South South`,
  'South West': msg`South West`,
} as const satisfies Record<GeopoliticalZone, unknown>

export const terminalMakers = ['Topwise', 'Telpo', 'Kozen', 'PAX', 'Nexgo', 'Horizon'] as const satisfies readonly TerminalMaker[]

/** The geopolitical zone of a Nigerian state by its reference-data code (the platform derives the same). */
const zoneOfStateCode: Readonly<Record<string, GeopoliticalZone>> = {
  BE: 'North Central',
  FC: 'North Central',
  KO: 'North Central',
  KW: 'North Central',
  NA: 'North Central',
  NI: 'North Central',
  PL: 'North Central',
  AD: 'North East',
  BA: 'North East',
  BO: 'North East',
  GO: 'North East',
  TA: 'North East',
  YO: 'North East',
  JI: 'North West',
  KD: 'North West',
  KN: 'North West',
  KT: 'North West',
  KE: 'North West',
  SO: 'North West',
  ZA: 'North West',
  AB: 'South East',
  AN: 'South East',
  EB: 'South East',
  EN: 'South East',
  IM: 'South East',
  AK: 'South South',
  BY: 'South South',
  CR: 'South South',
  DE: 'South South',
  ED: 'South South',
  RI: 'South South',
  EK: 'South West',
  LA: 'South West',
  OG: 'South West',
  ON: 'South West',
  OS: 'South West',
  OY: 'South West',
}

export const zoneOfState = (code: string | undefined): GeopoliticalZone | undefined => (code ? zoneOfStateCode[code] : undefined)

const addressFields = {
  street: { label: msg`Street` },
  city: { label: msg`City` },
  lga: { label: msg`Local government area` },
  stateId: { label: msg`State`, kind: 'code' },
  stateName: { label: msg`State` },
  zone: { label: msg`Geopolitical zone`, kind: 'enum', values: zoneLabels },
} as const satisfies FieldDictionary

const locationFields = {
  latitude: { label: msg`Latitude`, kind: 'number' },
  longitude: { label: msg`Longitude`, kind: 'number' },
} as const satisfies FieldDictionary

export const agentFields = {
  ...recordFields,
  code: { label: msg`Agent code`, kind: 'code' },
  firstName: { label: msg`First name` },
  lastName: { label: msg`Last name` },
  businessName: { label: msg`Outlet name` },
  agentType: { label: msg`Agent type`, kind: 'enum', values: agentTypeLabels },
  phoneNumber: { label: msg`Phone number` },
  email: { label: msg`E-mail` },
  bvn: { label: msg`BVN`, kind: 'code' },
  nin: { label: msg`NIN`, kind: 'code' },
  tin: { label: msg`TIN`, kind: 'code' },
  address: { label: msg`Address`, fields: addressFields },
  location: { label: msg`Outlet GPS location`, fields: locationFields },
  merchant: { label: msg`Merchant`, kind: 'reference', nameKey: 'businessName' },
  merchantId: { label: msg`Merchant`, kind: 'code' },
  superAgent: { label: msg`Super agent`, kind: 'reference', nameKey: 'name' },
  superAgentId: { label: msg`Super agent`, kind: 'code' },
  terminalId: { label: msg`Terminal id`, kind: 'code' },
  terminalSerialNumber: { label: msg`Terminal serial number`, kind: 'code' },
  terminalMaker: { label: msg`Terminal maker` },
  dailyCashOutLimit: { label: msg`Daily cash-out limit`, kind: 'money' },
  cashOutToday: { label: msg`Cash-out today`, kind: 'money' },
  status: statusField,
  enabled: { label: msg`Enabled`, kind: 'boolean' },
} as const satisfies FieldDictionary
