// Pure generators for the seed's bulk data: merchants, agents and a year of transactions.
// Nothing here touches the database; the same seed number and "now" give the same data.
import {
  AIRTIME_NAIRA,
  BANK_NAMES,
  BANK_WEIGHTS,
  BUSINESS_SUFFIXES,
  CABLE_PLANS,
  COMMISSION_GROUPS,
  COMPANY_FORMS,
  COUNTRIES,
  DATA_PLANS,
  DISCOS,
  EMAIL_DOMAINS,
  FAILURE_CODES,
  FEE_SCHEMES,
  FIRST_NAMES,
  INDUSTRIES,
  INDUSTRY_WEIGHTS,
  LAST_NAMES,
  NETWORKS,
  NIP_INSTITUTION_CODES,
  OWNER_TITLES,
  PHONE_PREFIXES,
  PLACES,
  PRODUCT_GROUPS,
  PRODUCTS,
  SUPER_AGENTS,
  productId,
  type Place,
  type ProductCode,
} from './seed-data.ts'
import { computeFee, splitCommission, withBandStarts, type CommissionShareRule, type FeeRule } from './seed-fees.ts'
import { DAY_MS, LAGOS_OFFSET_MS, Random, Weighted, lagosMidnight, lagosStamp, nuban, upperBound } from './seed-random.ts'

// ---------- ids of the reference rows (inserted with explicit ids in this order)

/** Nigerian state id by two-letter code: Nigeria is the first country and its states come first. */
export const NIGERIAN_STATE_IDS: ReadonlyMap<string, number> = new Map(COUNTRIES[0]?.states.map(([code], i) => [code, i + 1]) ?? [])
export const NIGERIA_ID = 1

export const stateIdOf = (code: string): number => {
  const id = NIGERIAN_STATE_IDS.get(code)
  if (!id) throw new Error(`Unknown state ${code}`)
  return id
}

/** Fee rules of every scheme, in the contract's request shape, by scheme index. */
export function feeRulesOf(schemeIndex: number): FeeRule[] {
  const scheme = FEE_SCHEMES[schemeIndex]
  if (!scheme) throw new Error(`No fee scheme ${schemeIndex}`)
  return PRODUCTS.map((p): FeeRule => {
    const rule = scheme.rules[p.code]
    const id = productId(p.code)
    switch (rule.type) {
      case 'Flat':
        return { productId: id, type: 'Flat', amount: rule.amount }
      case 'Percentage':
        return { productId: id, type: 'Percentage', percent: rule.percent, capAmount: rule.capAmount, minAmount: rule.minAmount }
      case 'Banded':
        return { productId: id, type: 'Banded', bands: withBandStarts(rule.bands.map((b) => ({ upTo: b.upTo, amount: b.amount }))) }
    }
  })
}

/** Commission share rules of a group, in the contract's request shape. */
export function commissionRulesOf(groupIndex: number): CommissionShareRule[] {
  const group = COMMISSION_GROUPS[groupIndex]
  if (!group) throw new Error(`No commission group ${groupIndex}`)
  return PRODUCTS.map((p) => {
    const [agentSharePercent, superAgentSharePercent, platformSharePercent] = group.overrides?.[p.code] ?? group.shares
    return { productId: productId(p.code), agentSharePercent, superAgentSharePercent, platformSharePercent }
  })
}

// ---------- people and identifiers

export interface Person {
  firstName: string
  lastName: string
}

export const personOf = (random: Random): Person => ({ firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) })

export const phoneOf = (random: Random): string => `+234${random.pick(PHONE_PREFIXES)}${random.digits(7)}`

export const bvnOf = (random: Random): string => `22${random.digits(9)}`

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** Makes values unique by asking again (then numbering) on a clash. */
export class UniqueSet {
  private readonly seen = new Set<string>()

  constructor(initial: Iterable<string> = []) {
    for (const value of initial) this.seen.add(value.toLowerCase())
  }

  has(value: string): boolean {
    return this.seen.has(value.toLowerCase())
  }

  take(make: (attempt: number) => string): string {
    for (let attempt = 0; ; attempt++) {
      const value = make(attempt)
      if (!this.has(value)) {
        this.seen.add(value.toLowerCase())
        return value
      }
      if (attempt > 10_000) throw new Error(`Cannot make a unique value like ${value}`)
    }
  }
}

// ---------- merchants

export interface MerchantPlan {
  id: number
  businessName: string
  businessType: string
  industryId: number
  rcNumber: string
  tin: string | null
  emailAddress1: string
  emailAddress2: string | null
  phoneNumber1: string
  phoneNumber2: string | null
  address: { street: string; city: string; stateId: number; countryId: number; lga: string }
  place: Place
  superAgentId: number
  personnelUsername: string
  personnel: { username: string; firstName: string; lastName: string; email: string; phoneNumber: string; bvn: string }
  settlement: { accountNumber: string; bankCode: string; accountName: string }
  productGroupIndex: number
  feeSchemeIndex: number
  commissionGroupIndex: number
  dailyTransactionLimit: number
  singleTransactionLimit: number
  status: 'Active' | 'Inactive'
  enabled: boolean
  createdAt: number
  updatedAt: number
  /** When it stopped trading (disabled or deactivated); Infinity while it trades. */
  stopAt: number
  /** Relative trading volume. */
  size: number
}

const placeWeights = new Weighted(PLACES.map((p) => [p, p.weight] as const))
const industryWeights = new Weighted(INDUSTRIES.map((name, i) => [i, INDUSTRY_WEIGHTS[name] ?? 1] as const))
const superAgentWeights = new Weighted(SUPER_AGENTS.map((s, i) => [i + 1, s.weight] as const))
const productGroupWeights = new Weighted(PRODUCT_GROUPS.map((g, i) => [i, g.weight] as const))
const feeSchemeWeights = new Weighted(FEE_SCHEMES.map((s, i) => [i, s.status === 'Active' ? s.weight : 0] as const))
const commissionGroupWeights = new Weighted(COMMISSION_GROUPS.map((g, i) => [i, g.weight] as const))
const bankWeights = new Weighted(BANK_WEIGHTS)
const settlementBanks = new Weighted(BANK_WEIGHTS.filter(([code]) => code.length === 3))

function businessNameOf(random: Random, industry: string, place: Place, owner: Person, form: string): string {
  const suffixes = BUSINESS_SUFFIXES[industry] ?? ['Ventures']
  const suffix = random.pick(suffixes)
  const title = random.pick(OWNER_TITLES)
  const roll = random.next()
  let name: string
  if (roll < 0.3) name = `${title} ${owner.firstName} ${suffix}`
  else if (roll < 0.55) name = `${owner.firstName} ${suffix} ${place.city}`
  else if (roll < 0.7) name = `${title} ${owner.firstName} ${suffix} ${place.city}`
  else if (roll < 0.9) name = `${owner.lastName} ${suffix}`
  else name = form.includes(' and ') ? `${owner.lastName} ${suffix} ${place.city}` : `${owner.firstName} and ${random.pick(FIRST_NAMES)} ${suffix}`
  return name + form
}

/** Merchants in creation order (ids follow creation time). */
export function generateMerchants(random: Random, count: number, now: number): MerchantPlan[] {
  const names = new UniqueSet()
  const usernames = new UniqueSet(['admin', 'maker', 'checker', 'checker2', 'auditor', 'support', 'mfa.admin'])
  const rcNumbers = new UniqueSet()
  const drafts: Omit<MerchantPlan, 'id'>[] = []
  for (let i = 0; i < count; i++) {
    const industryIndex = industryWeights.pick(random)
    const industry = INDUSTRIES[industryIndex] ?? 'Retail'
    const place = placeWeights.pick(random)
    const owner = personOf(random)
    const forms = COMPANY_FORMS.filter(([, type]) =>
      type === 'IncorporatedTrustee' ? ['Education', 'Healthcare'].includes(industry) : type === 'Cooperative' ? ['Agriculture', 'Financial services'].includes(industry) : true,
    )
    const [formSuffix, businessType, rcPrefix] = new Weighted(forms.map((f) => [f, f[3]] as const)).pick(random)
    const businessName = names.take((attempt) => {
      const base = businessNameOf(random, industry, place, owner, formSuffix)
      return attempt < 20 ? base : `${base} ${attempt - 18}`
    })
    const rcNumber = rcNumbers.take(() => (rcPrefix === 'RC' ? `RC${random.int(100000, 1999999)}` : rcPrefix === 'BN' ? `BN${random.int(1000000, 3999999)}` : `IT${random.int(10000, 199999)}`))
    const username = usernames.take((attempt) => {
      const base = `${owner.firstName}.${owner.lastName}`.toLowerCase()
      return attempt === 0 ? base : `${base}${random.int(1, 99)}`
    })
    const domain = slug(businessName.replace(/ (Nigeria )?Ltd$/, '')).slice(0, 28)
    const ownDomain = random.chance(0.45)
    const bankCode = settlementBanks.pick(random)
    // Spread over two years; the first merchant opened the network two years ago.
    const ageDays = i === 0 ? 725 : random.next() * 725 + 3
    const createdAt = Math.floor(now - ageDays * DAY_MS - random.int(0, 8 * 3600) * 1000)
    const statusRoll = random.next()
    const status: MerchantPlan['status'] = statusRoll < 0.06 && i > 0 ? 'Inactive' : 'Active'
    const enabled = status === 'Active' && !(statusRoll < 0.1 && i > 0)
    const stopped = status !== 'Active' || !enabled
    const stopAt = stopped ? createdAt + random.next() * (now - createdAt - DAY_MS) : Infinity
    const singleTransactionLimit = random.pick([20_000_000, 50_000_000, 50_000_000, 100_000_000])
    drafts.push({
      businessName,
      businessType,
      industryId: industryIndex + 1,
      rcNumber,
      tin: random.chance(0.7) ? `${random.digits(8)}-0001` : null,
      emailAddress1: ownDomain ? `info@${domain}.com.ng` : `${domain}@${random.pick(EMAIL_DOMAINS)}`,
      emailAddress2: ownDomain && random.chance(0.4) ? `accounts@${domain}.com.ng` : null,
      phoneNumber1: phoneOf(random),
      phoneNumber2: random.chance(0.3) ? phoneOf(random) : null,
      address: { street: `${random.int(1, 120)} ${random.pick(place.streets)}`, city: place.city, stateId: stateIdOf(place.state), countryId: NIGERIA_ID, lga: place.lga },
      place,
      superAgentId: superAgentWeights.pick(random),
      personnelUsername: username,
      personnel: {
        username,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: `${username}@${random.pick(EMAIL_DOMAINS)}`,
        phoneNumber: phoneOf(random),
        bvn: bvnOf(random),
      },
      settlement: { accountNumber: nuban(random, bankCode), bankCode, accountName: businessName.toUpperCase() },
      productGroupIndex: productGroupWeights.pick(random),
      feeSchemeIndex: feeSchemeWeights.pick(random),
      commissionGroupIndex: commissionGroupWeights.pick(random),
      dailyTransactionLimit: singleTransactionLimit * random.pick([10, 20, 40]),
      singleTransactionLimit,
      status,
      enabled,
      createdAt,
      updatedAt: Number.isFinite(stopAt) ? Math.floor(stopAt) : createdAt,
      stopAt,
      size: Math.exp(random.gauss() * 0.7),
    })
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt)
  return drafts.map((m, i) => ({ ...m, id: i + 1 }))
}

// ---------- agents

export interface AgentPlan {
  id: number
  code: string
  firstName: string
  lastName: string
  businessName: string
  phoneNumber: string
  email: string | null
  bvn: string
  address: { street: string; city: string; stateId: number; lga: string }
  merchantIndex: number
  superAgentId: number
  terminalId: string
  nin: string
  tin: string | null
  agentType: 'Individual' | 'Business'
  latitude: number
  longitude: number
  terminalSerialNumber: string | null
  terminalMaker: TerminalMaker | null
  /** Kobo, never above the CBN cap of ₦1,200,000. */
  dailyCashOutLimit: number
  status: 'Active' | 'Inactive'
  enabled: boolean
  createdAt: number
  updatedAt: number
  stopAt: number
  /** Relative trading volume. */
  weight: number
  walletAccount: string
  walletBank: string
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

function agentBusinessName(random: Random, person: Person, place: Place): string {
  const roll = random.next()
  if (roll < 0.3) return `${person.firstName} POS Hub ${place.city}`
  if (roll < 0.5) return `${person.lastName} Cash Point`
  if (roll < 0.65) return `${person.firstName} ${person.lastName} Enterprises`
  if (roll < 0.8) return `${person.firstName} Mobile Money ${random.pick(place.streets).replace(/ (Road|Street|Way|Avenue|Crescent)$/, '')}`
  if (roll < 0.9) return `${person.lastName} Business Centre`
  return `${person.firstName} Agency Banking Point`
}

// The regulatory record (CBN agent-banking guidelines, 2025): identity, outlet position, terminal, limit.

/** Centres of the seeded trading places (decimal degrees); outlets sit within about a kilometre. */
const CITY_CENTRES: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  Surulere: [6.4983, 3.3553],
  Ikeja: [6.6018, 3.3515],
  Yaba: [6.5095, 3.3711],
  'Lagos Island': [6.4549, 3.3946],
  Ikorodu: [6.6194, 3.5105],
  Egbeda: [6.592, 3.292],
  Ajah: [6.4698, 3.5852],
  Oshodi: [6.5568, 3.3439],
  Mushin: [6.5273, 3.3546],
  'Festac Town': [6.4667, 3.2833],
  Wuse: [9.0765, 7.47],
  Garki: [9.0333, 7.4833],
  Kubwa: [9.15, 7.3333],
  Gwagwalada: [8.9431, 7.0836],
  Kano: [12.0022, 8.592],
  'Sabon Gari': [12.012, 8.535],
  'Port Harcourt': [4.8156, 7.0498],
  Rumuokoro: [4.87, 6.998],
  Ibadan: [7.3775, 3.947],
  Ogbomoso: [8.1337, 4.2401],
  Onitsha: [6.145, 6.795],
  Awka: [6.212, 7.072],
  Nnewi: [6.019, 6.917],
  Aba: [5.1066, 7.3667],
  Umuahia: [5.525, 7.494],
  Kaduna: [10.5105, 7.4165],
  Zaria: [11.0855, 7.7199],
  Enugu: [6.4584, 7.5464],
  Nsukka: [6.8567, 7.3958],
  Warri: [5.5167, 5.75],
  Asaba: [6.198, 6.72],
  'Benin City': [6.335, 5.6037],
  Abeokuta: [7.1475, 3.3619],
  'Sango Ota': [6.693, 3.235],
  'Ijebu Ode': [6.8194, 3.9173],
  Jos: [9.8965, 8.8583],
  Ilorin: [8.4966, 4.5426],
  Owerri: [5.485, 7.035],
  Uyo: [5.0377, 7.9128],
  Calabar: [4.9757, 8.3417],
  Akure: [7.2571, 5.2058],
  Osogbo: [7.7827, 4.5418],
  'Ile-Ife': [7.4905, 4.5521],
  'Ado-Ekiti': [7.6211, 5.221],
  Katsina: [12.9908, 7.6018],
  Bauchi: [10.3103, 9.8439],
  Maiduguri: [11.8333, 13.15],
  Sokoto: [13.0059, 5.2476],
  Minna: [9.6139, 6.5569],
  Makurdi: [7.7322, 8.5391],
  Lafia: [8.4939, 8.5153],
  Keffi: [8.8486, 7.8736],
  Lokoja: [7.8023, 6.7333],
  Gombe: [10.2897, 11.1673],
  Yola: [9.2035, 12.4954],
  Jalingo: [8.8937, 11.3596],
  Abakaliki: [6.3249, 8.1137],
  Yenagoa: [4.9267, 6.2676],
  Dutse: [11.7562, 9.3389],
  'Birnin Kebbi': [12.4539, 4.1975],
  Damaturu: [11.747, 11.9608],
  Gusau: [12.1628, 6.6614],
}

export type TerminalMaker = 'Topwise' | 'Telpo' | 'Kozen' | 'PAX' | 'Nexgo' | 'Horizon'
const TERMINAL_MAKERS = new Weighted<readonly [TerminalMaker, string]>([
  [['Topwise', 'TPS900'], 30],
  [['PAX', 'A920'], 20],
  [['Nexgo', 'N86'], 15],
  [['Telpo', 'TPS360'], 15],
  [['Kozen', 'P12'], 10],
  [['Horizon', 'K11'], 10],
])
/** Daily cash-out limits banks set, in kobo: ₦200,000 to the ₦1,200,000 cap. */
const CASH_OUT_LIMITS = new Weighted([
  [20_000_000, 10],
  [30_000_000, 10],
  [50_000_000, 25],
  [80_000_000, 15],
  [100_000_000, 15],
  [120_000_000, 25],
] as const)

const toSixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6

type AgentRecordPlan = Pick<AgentPlan, 'nin' | 'tin' | 'agentType' | 'latitude' | 'longitude' | 'terminalSerialNumber' | 'terminalMaker' | 'dailyCashOutLimit'>

/** The record of one agent, from a random stream of its own so the rest of the seed stays as it was. */
function agentRecord(random: Random, ninSet: UniqueSet, agent: Pick<AgentPlan, 'businessName' | 'address'>): AgentRecordPlan {
  const centre = CITY_CENTRES[agent.address.city]
  if (!centre) throw new Error(`No coordinates for ${agent.address.city}`)
  const business = /Enterprises|Business Centre/.test(agent.businessName) || random.chance(0.15)
  const hasTerminalDetails = random.chance(0.85)
  const [maker, model] = TERMINAL_MAKERS.pick(random)
  return {
    nin: ninSet.take(() => `${random.int(1, 9)}${random.digits(10)}`),
    tin: business || random.chance(0.2) ? `${random.int(1, 9)}${random.digits(7)}-0001` : null,
    agentType: business ? 'Business' : 'Individual',
    latitude: toSixDecimals(centre[0] + (random.next() - 0.5) * 0.02),
    longitude: toSixDecimals(centre[1] + (random.next() - 0.5) * 0.02),
    terminalSerialNumber: hasTerminalDetails ? `${model}-${random.digits(8)}` : null,
    terminalMaker: hasTerminalDetails ? maker : null,
    dailyCashOutLimit: CASH_OUT_LIMITS.pick(random),
  }
}

/** Agents spread over the merchants, in creation order. */
export function generateAgents(random: Random, count: number, merchants: readonly MerchantPlan[], now: number, records = new Random(0x5eed0a9e)): AgentPlan[] {
  const nins = new UniqueSet()
  return generateAgentDrafts(random, count, merchants, now).map((a) => ({ ...a, ...agentRecord(records, nins, a) }))
}

function generateAgentDrafts(random: Random, count: number, merchants: readonly MerchantPlan[], now: number): Omit<AgentPlan, keyof AgentRecordPlan>[] {
  if (!merchants.length || count <= 0) return []
  const terminals = new UniqueSet()
  const bySize = new Weighted(merchants.map((m, i) => [i, m.size] as const))
  const owners: number[] = []
  for (let i = 0; i < count; i++) owners.push(i < merchants.length ? i : bySize.pick(random))
  const drafts: Omit<AgentPlan, 'id' | 'code' | keyof AgentRecordPlan>[] = owners.map((merchantIndex, i) => {
    const merchant = merchants[merchantIndex] as MerchantPlan
    const person = personOf(random)
    const samePlace = random.chance(0.7)
    const statePlaces = PLACES.filter((p) => p.state === merchant.place.state)
    const place = samePlace ? merchant.place : random.chance(0.7) ? random.pick(statePlaces) : placeWeights.pick(random)
    const first = i < merchants.length
    const latest = now - DAY_MS
    const createdAt = Math.floor(first ? merchant.createdAt + random.int(1, 3) * 3_600_000 * 8 : merchant.createdAt + Math.pow(random.next(), 1.4) * Math.max(latest - merchant.createdAt, DAY_MS))
    let status: AgentPlan['status'] = 'Active'
    let enabled = true
    if (merchant.status !== 'Active') {
      status = 'Inactive'
      enabled = false
    } else if (!merchant.enabled) {
      enabled = false
    } else if (random.chance(0.05)) {
      if (random.chance(0.5)) status = 'Inactive'
      enabled = false
    }
    let stopAt = Infinity
    if (!first || merchant.stopAt === Infinity) {
      if (status !== 'Active' || !enabled) stopAt = merchant.stopAt !== Infinity ? merchant.stopAt : createdAt + random.next() * Math.max(now - createdAt - DAY_MS, DAY_MS)
    } else {
      stopAt = merchant.stopAt
    }
    const walletBank = merchant.settlement.bankCode
    const emailUser = `${person.firstName}.${person.lastName}`.toLowerCase()
    return {
      firstName: person.firstName,
      lastName: person.lastName,
      businessName: agentBusinessName(random, person, place),
      phoneNumber: phoneOf(random),
      email: random.chance(0.7) ? `${emailUser}${random.chance(0.5) ? random.int(1, 99) : ''}@${random.pick(EMAIL_DOMAINS)}` : null,
      bvn: bvnOf(random),
      address: { street: `${random.int(1, 150)} ${random.pick(place.streets)}`, city: place.city, stateId: stateIdOf(place.state), lga: place.lga },
      merchantIndex,
      superAgentId: merchant.superAgentId,
      terminalId: terminals.take(() => `2${random.digits(3)}${random.pick([...LETTERS])}${random.pick([...LETTERS])}${random.digits(2)}`),
      status,
      enabled,
      createdAt: Math.min(createdAt, now - 3_600_000),
      updatedAt: Number.isFinite(stopAt) ? Math.floor(Math.max(stopAt, createdAt)) : createdAt,
      stopAt: Number.isFinite(stopAt) ? Math.max(stopAt, createdAt + DAY_MS) : Infinity,
      weight: merchant.size * Math.exp(random.gauss() * 0.8),
      walletAccount: nuban(random, walletBank),
      walletBank,
    }
  })
  drafts.sort((a, b) => a.createdAt - b.createdAt)
  return drafts.map((a, i) => ({ ...a, id: i + 1, code: `AGT-${String(i + 1).padStart(6, '0')}` }))
}

// ---------- transactions

/** Relative activity by Lagos hour: weekdays and Saturdays, then Sundays. */
const HOURS_WEEK = [0.05, 0.03, 0.02, 0.02, 0.03, 0.08, 0.3, 0.8, 1.4, 1.8, 2.0, 2.2, 2.7, 2.8, 2.1, 2.0, 2.2, 2.7, 2.9, 2.1, 1.3, 0.7, 0.35, 0.15]
const HOURS_SUNDAY = [0.05, 0.03, 0.02, 0.02, 0.02, 0.04, 0.15, 0.25, 0.35, 0.4, 0.5, 0.8, 1.4, 1.8, 2.0, 2.0, 2.0, 1.9, 1.7, 1.3, 0.9, 0.5, 0.25, 0.1]
/** Sunday … Saturday. */
const WEEKDAY_FACTOR = [0.55, 1.0, 0.95, 0.97, 1.0, 1.12, 1.22]

const hourWeek = new Weighted(HOURS_WEEK.map((w, h) => [h, w] as const))
const hourSunday = new Weighted(HOURS_SUNDAY.map((w, h) => [h, w] as const))

function dayFactor(dayStart: number): { factor: number; sunday: boolean } {
  const d = new Date(dayStart + LAGOS_OFFSET_MS)
  const weekday = d.getUTCDay()
  const date = d.getUTCDate()
  const month = d.getUTCMonth()
  const lastDate = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate()
  let factor = WEEKDAY_FACTOR[weekday] ?? 1
  if (date === lastDate) factor *= 1.45
  else if (date >= 25) factor *= 1.3
  else if (date <= 2) factor *= 1.12
  if (month === 11 && date >= 15 && date <= 24) factor *= 1.25
  if ((month === 11 && date === 25) || (month === 0 && date === 1)) factor *= 0.45
  if (month === 11 && date === 26) factor *= 0.7
  return { factor, sunday: weekday === 0 }
}

const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const MEAN_HOUR_WEEK = meanOf(HOURS_WEEK)
const MEAN_HOUR_SUNDAY = meanOf(HOURS_SUNDAY)

/**
 * How busy the network is at t against an average hour of an ordinary weekday (1): the Lagos hour,
 * the weekday, the month's end and the holidays, as the seed's year is shaped.
 */
export function activityAt(t: number): number {
  const dayStart = lagosMidnight(t)
  const { factor, sunday } = dayFactor(dayStart)
  const hour = Math.floor((t - dayStart) / 3_600_000)
  const hours = sunday ? HOURS_SUNDAY : HOURS_WEEK
  return ((hours[hour] ?? 0) / (sunday ? MEAN_HOUR_SUNDAY : MEAN_HOUR_WEEK)) * factor
}

/** n transaction times over the 365 days before now, sorted, with daily, weekly and month-end shapes. */
export function transactionTimes(random: Random, n: number, now: number): Float64Array {
  const start = now - 365 * DAY_MS
  const firstDay = lagosMidnight(start)
  const days = Math.round((lagosMidnight(now) - firstDay) / DAY_MS) + 1
  const entries: Array<readonly [number, number]> = []
  const sundays: boolean[] = []
  for (let d = 0; d < days; d++) {
    const dayStart = firstDay + d * DAY_MS
    const { factor, sunday } = dayFactor(dayStart)
    const growth = 0.75 + (0.25 * d) / days
    entries.push([d, factor * growth * (0.9 + 0.2 * random.next())])
    sundays.push(sunday)
  }
  const dayPick = new Weighted(entries)
  const times = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    for (;;) {
      const d = dayPick.pick(random)
      const hour = (sundays[d] ? hourSunday : hourWeek).pick(random)
      const t = firstDay + d * DAY_MS + hour * 3_600_000 + Math.floor(random.next() * 3600) * 1000
      if (t >= start && t <= now - 5000) {
        times[i] = t
        break
      }
    }
  }
  return times.sort()
}

export interface Counterparty {
  name: string
  account: string
  bank: string
}

export interface CaseCandidate {
  reference: string
  product: ProductCode
  status: string
  amount: number
  merchantId: number
  agentIndex: number
  bank: string
  createdAt: number
}

export type TransactionStatus = 'Successful' | 'Failed' | 'Pending' | 'Reversed'
const STATUSES: readonly TransactionStatus[] = ['Successful', 'Failed', 'Pending', 'Reversed']
const PRODUCT_CODES: readonly ProductCode[] = PRODUCTS.map((p) => p.code)

/**
 * The transactions of the last 60 days, for cases, in column arrays: a 10-million seed has 1.7
 * million of them, which as objects would take hundreds of megabytes. In the order they were made
 * (by time); at(index) gives one as a CaseCandidate.
 */
export class RecentTransactions {
  private size = 0
  private capacity = 0
  private numbers = new Int32Array(0)
  private times = new Float64Array(0)
  private amounts = new Float64Array(0)
  private merchantIds = new Int32Array(0)
  private agentIndexes = new Int32Array(0)
  private products = new Uint8Array(0)
  private statuses = new Uint8Array(0)
  private bankIndexes = new Uint16Array(0)
  private readonly banks: string[] = []
  private readonly bankIndex = new Map<string, number>()

  get length(): number {
    return this.size
  }

  push(number: number, candidate: Omit<CaseCandidate, 'reference'>): void {
    if (this.size === this.capacity) this.grow(Math.max(1024, this.capacity * 2))
    const k = this.size++
    let bank = this.bankIndex.get(candidate.bank)
    if (bank === undefined) {
      bank = this.banks.push(candidate.bank) - 1
      this.bankIndex.set(candidate.bank, bank)
    }
    this.numbers[k] = number
    this.times[k] = candidate.createdAt
    this.amounts[k] = candidate.amount
    this.merchantIds[k] = candidate.merchantId
    this.agentIndexes[k] = candidate.agentIndex
    this.products[k] = PRODUCT_CODES.indexOf(candidate.product)
    this.statuses[k] = STATUSES.indexOf(candidate.status as TransactionStatus)
    this.bankIndexes[k] = bank
  }

  createdAt(index: number): number {
    return this.times[index] as number
  }

  product(index: number): ProductCode {
    return PRODUCT_CODES[this.products[index] as number] as ProductCode
  }

  status(index: number): TransactionStatus {
    return STATUSES[this.statuses[index] as number] as TransactionStatus
  }

  at(index: number): CaseCandidate {
    if (index < 0 || index >= this.size) throw new RangeError(`No recent transaction ${index}`)
    const createdAt = this.createdAt(index)
    return {
      reference: transactionReference(createdAt, this.numbers[index] as number),
      product: this.product(index),
      status: this.status(index),
      amount: this.amounts[index] as number,
      merchantId: this.merchantIds[index] as number,
      agentIndex: this.agentIndexes[index] as number,
      bank: this.banks[this.bankIndexes[index] as number] as string,
      createdAt,
    }
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity)
      next.set(array)
      return next
    }
    this.numbers = grown(this.numbers, (n) => new Int32Array(n))
    this.times = grown(this.times, (n) => new Float64Array(n))
    this.amounts = grown(this.amounts, (n) => new Float64Array(n))
    this.merchantIds = grown(this.merchantIds, (n) => new Int32Array(n))
    this.agentIndexes = grown(this.agentIndexes, (n) => new Int32Array(n))
    this.products = grown(this.products, (n) => new Uint8Array(n))
    this.statuses = grown(this.statuses, (n) => new Uint8Array(n))
    this.bankIndexes = grown(this.bankIndexes, (n) => new Uint16Array(n))
    this.capacity = capacity
  }
}

/**
 * The reference of the transaction number i (from 0, in time order) made at t. Unique: times are
 * sorted, so only transactions of the same second share a stamp, and their running numbers differ
 * while fewer than 9,999 share one second.
 */
const transactionReference = (t: number, i: number) => `AB${lagosStamp(t)}${String((i % 9999) + 1).padStart(4, '0')}`

/** CSV rows for COPY in TRANSACTION_COLUMNS order: `rows` lines, each ending with a line break. */
export interface TransactionChunk {
  csv: string
  rows: number
}

export interface TransactionBatch {
  /** How many transactions the chunks hold. */
  count: number
  /**
   * The rows, made one chunk at a time as they are read (read them once): memory stays flat
   * whatever the count.
   */
  chunks: Iterable<TransactionChunk>
  /** The transactions of the last 60 days, for cases: complete once the chunks were read. */
  recent: RecentTransactions
  /** Transactions by status: complete once the chunks were read. */
  statusCounts: Record<string, number>
}

export const TRANSACTION_COLUMNS = [
  'reference',
  'session_id',
  'status',
  'product_id',
  'channel',
  'amount',
  'fee',
  'agent_commission',
  'super_agent_commission',
  'platform_commission',
  'super_agent_id',
  'merchant_id',
  'agent_id',
  'debit_account_number',
  'credit_account_number',
  'destination_bank_code',
  'narration',
  'response_code',
  'created_at',
  'completed_at',
]

/** A CSV field: quoted when it holds a comma, quote or line break; null → empty (SQL NULL). */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  if (value === '') return '""'
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export type Channel = 'POS' | 'USSD' | 'Mobile' | 'Web'

const CHANNELS: Record<ProductCode, Weighted<Channel>> = {
  CASH_DEPOSIT: new Weighted<Channel>([
    ['POS', 85],
    ['Mobile', 10],
    ['Web', 5],
  ]),
  CASH_WITHDRAWAL_CARD: new Weighted<Channel>([['POS', 1]]),
  FUNDS_TRANSFER: new Weighted<Channel>([
    ['POS', 55],
    ['Mobile', 25],
    ['USSD', 12],
    ['Web', 8],
  ]),
  BILL_ELECTRICITY: new Weighted<Channel>([
    ['POS', 40],
    ['Mobile', 35],
    ['USSD', 10],
    ['Web', 15],
  ]),
  BILL_CABLE_TV: new Weighted<Channel>([
    ['POS', 40],
    ['Mobile', 35],
    ['USSD', 10],
    ['Web', 15],
  ]),
  AIRTIME: new Weighted<Channel>([
    ['POS', 30],
    ['USSD', 35],
    ['Mobile', 30],
    ['Web', 5],
  ]),
  DATA_BUNDLE: new Weighted<Channel>([
    ['POS', 30],
    ['USSD', 35],
    ['Mobile', 30],
    ['Web', 5],
  ]),
  ACCOUNT_OPENING: new Weighted<Channel>([
    ['POS', 60],
    ['Mobile', 40],
  ]),
  BVN_ENROLMENT: new Weighted<Channel>([
    ['POS', 70],
    ['Mobile', 30],
  ]),
}

/** Failure and reversal rates by product. */
export const FAILURE_RATE: Record<ProductCode, number> = {
  CASH_DEPOSIT: 0.025,
  CASH_WITHDRAWAL_CARD: 0.055,
  FUNDS_TRANSFER: 0.04,
  BILL_ELECTRICITY: 0.03,
  BILL_CABLE_TV: 0.03,
  AIRTIME: 0.025,
  DATA_BUNDLE: 0.025,
  ACCOUNT_OPENING: 0.03,
  BVN_ENROLMENT: 0.03,
}
export const REVERSAL_RATE: Record<ProductCode, number> = {
  CASH_DEPOSIT: 0.006,
  CASH_WITHDRAWAL_CARD: 0.015,
  FUNDS_TRANSFER: 0.012,
  BILL_ELECTRICITY: 0.004,
  BILL_CABLE_TV: 0.004,
  AIRTIME: 0.004,
  DATA_BUNDLE: 0.004,
  ACCOUNT_OPENING: 0,
  BVN_ENROLMENT: 0,
}

const cardFailures = new Weighted(FAILURE_CODES.map((f) => [f, f[2]] as const))
const otherFailures = new Weighted(FAILURE_CODES.filter(([code]) => !['55', '61', '57'].includes(code)).map((f) => [f, f[2]] as const))
const cablePlans = new Weighted(CABLE_PLANS.map((p) => [p, p[2]] as const))
const networks = new Weighted(NETWORKS.map((n) => [n, n[2]] as const))
const airtimeAmounts = new Weighted(AIRTIME_NAIRA.map(([naira, w]) => [naira, w] as const))
const dataPlans = new Weighted(DATA_PLANS.map((p) => [p, p[2]] as const))
const WITHDRAWAL_NAIRA = new Weighted<number>([
  [1000, 6],
  [2000, 8],
  [3000, 6],
  [5000, 16],
  [10000, 16],
  [15000, 6],
  [20000, 12],
  [30000, 6],
  [40000, 3],
  [50000, 6],
  [100000, 2],
])

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)
const roundTo = (value: number, step: number) => Math.round(value / step) * step

function amountOf(random: Random, product: ProductCode): number {
  switch (product) {
    case 'CASH_WITHDRAWAL_CARD':
      return 100 * (random.chance(0.65) ? WITHDRAWAL_NAIRA.pick(random) : clamp(roundTo(random.logNormal(12000, 0.8), 500), 1000, 100000))
    case 'CASH_DEPOSIT':
      return 100 * clamp(roundTo(random.logNormal(15000, 1.0), 100), 500, 300000)
    case 'FUNDS_TRANSFER':
      return 100 * clamp(roundTo(random.logNormal(20000, 1.2), random.chance(0.5) ? 1 : 100), 100, 1000000)
    case 'BILL_ELECTRICITY':
      return 100 * clamp(roundTo(random.logNormal(5000, 0.7), random.chance(0.6) ? 500 : 100), 1000, 100000)
    case 'BILL_CABLE_TV':
      return 100 * cablePlans.pick(random)[1]
    case 'AIRTIME':
      return 100 * airtimeAmounts.pick(random)
    case 'DATA_BUNDLE':
      return 100 * dataPlans.pick(random)[1]
    case 'ACCOUNT_OPENING':
    case 'BVN_ENROLMENT':
      return 0
  }
}

const mobileOf = (random: Random, prefixes: readonly string[]) => `${random.pick(prefixes)}${random.digits(7)}`

/** A response code and its reason for a failed transaction of the product (card declines only on cards). */
export function failureOf(random: Random, product: ProductCode): readonly [code: string, reason: string] {
  const [code, reason] = (product === 'CASH_WITHDRAWAL_CARD' ? cardFailures : otherFailures).pick(random)
  return [code, reason]
}

/** The response code of a reversal: the switch's timeout or the issuer's. */
export const reversalCodeOf = (random: Random): string => (random.chance(0.6) ? '68' : '91')

export const REVERSAL_NARRATION = ', reversed after switch timeout'

/** A transaction's status from its product and a roll in [0, 1). */
export type StatusOf = (product: ProductCode, roll: number) => TransactionStatus

/** The trading agent of a transaction, its merchant, and the merchant's products, fee and commission rules. */
export interface TradingParty {
  agentId: number
  agentBusinessName: string
  walletAccount: string
  walletBank: string
  merchantId: number
  superAgentId: number
  singleTransactionLimit: number
  products: Weighted<ProductCode>
  feeRules: readonly FeeRule[] | undefined
  shareRules: readonly CommissionShareRule[] | undefined
}

/** A transaction's columns except its reference, time and completion. */
export interface TransactionShape {
  product: ProductCode
  productId: number
  channel: Channel
  amount: number
  fee: number
  agentCommission: number
  superAgentCommission: number
  platformCommission: number
  status: TransactionStatus
  sessionId: string | null
  debit: Counterparty
  credit: Counterparty
  narration: string
  responseCode: string
}

/** The customers who come back (account holders at many banks) and the billers' collection accounts. */
export interface Counterparties {
  pool: readonly Counterparty[]
  biller(name: string): Counterparty
}

export function counterpartiesOf(random: Random, poolSize: number): Counterparties {
  const pool: Counterparty[] = []
  for (let i = 0; i < poolSize; i++) {
    const bank = bankWeights.pick(random)
    const person = personOf(random)
    pool.push({ name: `${person.firstName} ${person.lastName}`, account: nuban(random, bank), bank })
  }
  const collection = (bank: string): Counterparty => ({ name: 'collection', account: nuban(random, bank), bank })
  const billers = new Map<string, Counterparty>()
  for (const name of [...DISCOS, 'MultiChoice', 'StarTimes', ...NETWORKS.map((n) => n[0]), 'NIBSS']) billers.set(name, collection(random.pick(['058', '044', '057', '011', '033'])))
  return { pool, biller: (name) => billers.get(name) as Counterparty }
}

/**
 * One transaction of the party at t: product, channel, amount, status, fee and commission split
 * by the merchant's rules, the accounts, the narration and the response code.
 */
export function shapeTransaction(random: Random, party: TradingParty, counterparties: Counterparties, t: number, statusOf: StatusOf): TransactionShape {
  const { pool, biller } = counterparties
  const product = party.products.pick(random)
  const pid = productId(product)
  const channel = CHANNELS[product].pick(random)
  const amount = Math.min(amountOf(random, product), party.singleTransactionLimit)
  const status = statusOf(product, random.next())

  const charged = status === 'Successful' || status === 'Pending'
  const feeRule = party.feeRules?.find((r) => r.productId === pid)
  const fee = charged && feeRule ? computeFee(feeRule, amount) : 0
  const split = splitCommission(
    party.shareRules?.find((r) => r.productId === pid),
    fee,
  )

  // Accounts, narration and the destination bank (the bank of the credited account).
  const customer = random.pick(pool)
  const wallet: Counterparty = { name: party.agentBusinessName, account: party.walletAccount, bank: party.walletBank }
  let debit: Counterparty
  let credit: Counterparty
  let narration: string
  switch (product) {
    case 'CASH_WITHDRAWAL_CARD':
      debit = customer
      credit = wallet
      narration = 'Card withdrawal'
      break
    case 'CASH_DEPOSIT':
      debit = wallet
      credit = customer
      narration = `Cash deposit for ${customer.name}`
      break
    case 'FUNDS_TRANSFER': {
      debit = customer
      credit = random.chance(0.6) ? random.pick(pool) : { name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, account: '', bank: bankWeights.pick(random) }
      if (!credit.account) credit = { ...credit, account: nuban(random, credit.bank) }
      narration = `Transfer to ${credit.name}`
      break
    }
    case 'BILL_ELECTRICITY': {
      const disco = random.pick(DISCOS)
      debit = customer
      credit = biller(disco)
      narration = `${disco} ${random.chance(0.8) ? 'prepaid' : 'postpaid'} meter ${random.int(1, 9)}${random.digits(10)}`
      break
    }
    case 'BILL_CABLE_TV': {
      const [plan] = cablePlans.pick(random)
      debit = customer
      credit = biller(plan.startsWith('StarTimes') ? 'StarTimes' : 'MultiChoice')
      narration = `${plan} - smartcard ${random.int(1, 9)}${random.digits(9)}`
      break
    }
    case 'AIRTIME': {
      const [network, prefixes] = networks.pick(random)
      debit = customer
      credit = biller(network)
      narration = `${network} airtime ${mobileOf(random, prefixes)}`
      break
    }
    case 'DATA_BUNDLE': {
      const [network, prefixes] = networks.pick(random)
      const plan = DATA_PLANS.find(([, naira]) => naira * 100 === amount)?.[0] ?? 'data'
      debit = customer
      credit = biller(network)
      narration = `${network} ${plan} data ${mobileOf(random, prefixes)}`
      break
    }
    case 'ACCOUNT_OPENING': {
      const bank = random.pick(['035', '232', '221', '070'])
      const person = personOf(random)
      debit = wallet
      credit = { name: `${person.firstName} ${person.lastName}`, account: nuban(random, bank), bank }
      narration = `Account opening - ${BANK_NAMES[bank] ?? bank} savings for ${credit.name}`
      break
    }
    case 'BVN_ENROLMENT':
      debit = customer
      credit = biller('NIBSS')
      narration = `BVN enrolment for ${customer.name}`
      break
  }

  let responseCode = '00'
  if (status === 'Failed') {
    const [code, reason] = failureOf(random, product)
    responseCode = code
    narration += `, ${reason}`
  } else if (status === 'Pending') {
    responseCode = '09'
  } else if (status === 'Reversed') {
    responseCode = reversalCodeOf(random)
    narration += REVERSAL_NARRATION
  }

  const nip = product === 'FUNDS_TRANSFER' || product === 'CASH_DEPOSIT'
  const sessionId = nip && status !== 'Failed' ? `${NIP_INSTITUTION_CODES[debit.bank] ?? '000000'}${lagosStamp(t)}${random.digits(12)}` : null
  return {
    product,
    productId: pid,
    channel,
    amount,
    fee,
    agentCommission: split.agentCommission,
    superAgentCommission: split.superAgentCommission,
    platformCommission: split.platformCommission,
    status,
    sessionId,
    debit,
    credit,
    narration,
    responseCode,
  }
}

export interface TransactionInputs {
  merchants: readonly MerchantPlan[]
  agents: readonly AgentPlan[]
  count: number
  now: number
  chunkSize?: number
}

/**
 * A year of transactions for the agents, as CSV chunks ready for COPY. Nothing is made until the
 * chunks are read; then each chunk is made as it is asked for.
 */
export function generateTransactions(random: Random, input: TransactionInputs): TransactionBatch {
  const count = input.agents.length ? Math.max(0, input.count) : 0
  const batch: TransactionBatch = { chunks: [], count, recent: new RecentTransactions(), statusCounts: { Successful: 0, Failed: 0, Pending: 0, Reversed: 0 } }
  if (count > 0) batch.chunks = transactionChunks(random, input, batch)
  return batch
}

/** The products a merchant's product group sells, weighted by how often each is bought. */
export const productsOfGroup = (codes: readonly ProductCode[]): Weighted<ProductCode> => new Weighted(codes.map((code) => [code, PRODUCTS.find((p) => p.code === code)?.weight ?? 1] as const))

function* transactionChunks(random: Random, input: TransactionInputs, batch: TransactionBatch): Generator<TransactionChunk, void, undefined> {
  const { merchants, agents, count, now } = input
  const chunkSize = input.chunkSize ?? 25_000
  const feeRules = FEE_SCHEMES.map((_, i) => feeRulesOf(i))
  const shareRules = COMMISSION_GROUPS.map((_, i) => commissionRulesOf(i))
  const groupProducts = PRODUCT_GROUPS.map((g) => productsOfGroup(g.products))

  // Customers come back: a pool of account holders, with a few billers and partner accounts.
  const counterparties = counterpartiesOf(random, clamp(Math.floor(count / 4), 200, 60_000))

  // Agents by creation time with cumulative volume weights: only agents that existed can trade.
  const agentCreated = new Float64Array(agents.map((a) => a.createdAt))
  const agentCumulative = new Float64Array(agents.length)
  let sum = 0
  agents.forEach((a, i) => {
    sum += a.weight
    agentCumulative[i] = sum
  })

  const times = transactionTimes(random, count, now)
  let lastStamp = ''
  let sameSecond = 0
  const recentFrom = now - 60 * DAY_MS
  let lines: string[] = []

  for (let i = 0; i < count; i++) {
    const t = times[i] as number
    // Choose a trading agent (volume-weighted among those existing at t, not stopped by then).
    let agentIndex = 0
    const existing = Math.max(1, upperBound(agentCreated, t))
    for (let attempt = 0; attempt < 8; attempt++) {
      const total = agentCumulative[existing - 1] as number
      agentIndex = Math.min(upperBound(agentCumulative, random.next() * total, existing), existing - 1)
      if ((agents[agentIndex] as AgentPlan).stopAt > t) break
    }
    const agent = agents[agentIndex] as AgentPlan
    const merchant = merchants[agent.merchantIndex] as MerchantPlan
    const party: TradingParty = {
      agentId: agent.id,
      agentBusinessName: agent.businessName,
      walletAccount: agent.walletAccount,
      walletBank: agent.walletBank,
      merchantId: merchant.id,
      superAgentId: agent.superAgentId,
      singleTransactionLimit: merchant.singleTransactionLimit,
      products: groupProducts[merchant.productGroupIndex] as Weighted<ProductCode>,
      feeRules: feeRules[merchant.feeSchemeIndex],
      shareRules: shareRules[merchant.commissionGroupIndex],
    }

    // Status: pending only for the most recent ones, which the switch has not confirmed yet.
    const age = now - t
    const pendingRate = age < 3_600_000 ? 0.25 : age < DAY_MS ? 0.05 : age < 3 * DAY_MS ? 0.02 : 0
    const statusOf: StatusOf = (product, roll) => {
      let status: TransactionStatus
      if (roll < FAILURE_RATE[product]) status = 'Failed'
      else if (roll < FAILURE_RATE[product] + REVERSAL_RATE[product]) status = 'Reversed'
      else if (roll < FAILURE_RATE[product] + REVERSAL_RATE[product] + pendingRate) status = 'Pending'
      else status = 'Successful'
      // The very latest transactions are still in flight.
      if (count >= 50 && i >= count - 3 && status !== 'Failed') status = 'Pending'
      return status
    }
    const shape = shapeTransaction(random, party, counterparties, t, statusOf)
    const { status } = shape

    // See transactionReference.
    const stamp = lagosStamp(t)
    if (stamp === lastStamp) {
      if (++sameSecond >= 9999) throw new Error('More than 9,999 transactions in one second')
    } else {
      lastStamp = stamp
      sameSecond = 0
    }
    const reference = `AB${stamp}${String((i % 9999) + 1).padStart(4, '0')}`
    const completedAt = status === 'Pending' ? null : status === 'Reversed' ? Math.min(t + random.int(120, 6 * 3600) * 1000, now) : Math.min(t + random.int(1, 8) * 1000, now)

    lines.push(
      `${reference},${shape.sessionId ?? ''},${status},${shape.productId},${shape.channel},${shape.amount},${shape.fee},${shape.agentCommission},${shape.superAgentCommission},${shape.platformCommission},${party.superAgentId},${party.merchantId},${party.agentId},${shape.debit.account},${shape.credit.account},${shape.credit.bank},${csvField(shape.narration)},${shape.responseCode},${new Date(t).toISOString()},${completedAt === null ? '' : new Date(completedAt).toISOString()}`,
    )
    batch.statusCounts[status] = (batch.statusCounts[status] ?? 0) + 1
    if (t >= recentFrom) batch.recent.push(i, { product: shape.product, status, amount: shape.amount, merchantId: party.merchantId, agentIndex, bank: shape.debit.bank, createdAt: t })
    if (lines.length >= chunkSize) {
      yield { csv: lines.join('\n') + '\n', rows: lines.length }
      lines = []
    }
  }
  if (lines.length) yield { csv: lines.join('\n') + '\n', rows: lines.length }
}
