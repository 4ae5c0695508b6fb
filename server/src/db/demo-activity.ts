// Demo activity made through the real API after seeding: pending approval requests by `maker`,
// so a checker has work waiting on first sign-in.
import type { Hono } from 'hono'

import { nubanCheckDigit } from '../../../src/lib/nuban.ts'
import type { BodyOf } from '../platform/types.ts'

const validNuban = (bankCode: string, serial: string) => serial + nubanCheckDigit(bankCode, serial)

const names = [
  'Iya Basira Provisions Ibadan', 'Oga Ikenna Phones Aba', 'Hajiya Zainab Fabrics Zaria', 'Mallam Sani Grains Katsina', 'Ebube Mini Mart Enugu',
  'Tamuno Fishing Supplies Bonny', 'Folake Beauty Palace Akure', 'Ogbonna Electricals Owerri', 'Bature POS Hub Jos', 'Idara Kitchen Uyo',
  'Sule Agro Inputs Lafia', 'Oghenekaro Ventures Warri', 'Amarachi Stores Umuahia', 'Dauda Motor Parts Ilorin', 'Nneka Pharmacy Asaba',
  'Gambo Transport Gombe', 'Ejiro Cold Room Sapele', 'Kehinde Bookshop Abeokuta', 'Yakubu Tailoring Bauchi', 'Ifeoma Boutique Nsukka',
]

// A one-page PDF standing in for each required document (CAC certificate, the personnel's ID).
const SAMPLE_PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n').toString('base64')

interface Options {
  app: Hono
  appId: string
  appKey: string
  password: string
  count: number
}

export async function createDemoApprovals({ app, appId, appKey, password, count }: Options): Promise<number> {
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = { 'app-id': appId, 'app-key': appKey, channel: 'Web', 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as any }
  }
  const login = await call('POST', '/ums/api/v1/Authentication/login', null, { username: 'maker', password })
  const token = login.body?.data?.accessToken as string | undefined
  if (!token) throw new Error(`demo activity: maker could not sign in (${login.status})`)

  const first = async (path: string) => (await call('GET', path, token)).body?.data?.[0]
  const industry = await first('/mer/api/v1/Enum/getIndustries')
  const superAgents = (await call('GET', '/sup/api/v1/SuperAgent/all', token)).body.data as { id: number }[]
  const nigeria = ((await call('GET', '/admin/api/v1/Country', token)).body.data as { id: number; isoCode: string }[]).find((c) => c.isoCode === 'NG')
  const states = (await call('GET', `/admin/api/v1/Country/state/${nigeria?.id ?? 1}`, token)).body.data as { id: number; name: string }[]
  const productGroup = await first('/pms/api/v1/ProductGroup/GetWithPaging?Status=Active')
  const feeSchemes = (await call('GET', '/mer/api/v1/MerchantFeeScheme/GetWithPaging?Status=Active', token)).body.data as { id: number }[]
  const documentTypes = (await call('GET', '/mer/api/v1/Enum/getDocumentTypes', token)).body.data as { id: number; name: string; required: boolean }[]
  const documents = documentTypes
    .filter((type) => type.required)
    .map((type) => ({ documentTypeId: type.id, fileName: `${type.name.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`, contentType: 'application/pdf' as const, contentBase64: SAMPLE_PDF }))
  const commissionGroup = await first('/mer/api/v1/MerchantCommissionGroup/GetWithPaging?Status=Active')
  if (!industry || !superAgents.length || !states.length || !productGroup || !feeSchemes.length || !commissionGroup) throw new Error('demo activity: reference data missing')

  let made = 0
  // A few fee-scheme updates, then merchant onboardings.
  for (const scheme of feeSchemes.slice(0, Math.min(5, count))) {
    const view = (await call('GET', `/mer/api/v1/MerchantFeeScheme/${scheme.id}`, token)).body.data
    // A band's fee raised by ₦5 (the first banded rule's second band): what a checker most often reviews.
    type RuleView = { product: { id: number }; type: string; amount?: number; bands?: { from: number; upTo: number | null; amount: number }[] }
    const views = view.rules as RuleView[]
    const changed = views.findIndex((rule) => rule.type === 'Banded' && (rule.bands?.length ?? 0) > 1)
    const rules = views.map(({ product, ...rule }, index) =>
      index === changed ? { ...rule, productId: product.id, bands: rule.bands?.map((band, k) => (k === 1 ? { ...band, amount: band.amount + 500 } : band)) } : { ...rule, productId: product.id },
    )
    const body = { id: view.id, name: view.name, description: `${view.description ?? view.name} (revised ${new Date().getFullYear()})`.slice(0, 500), rules, status: 'Active' } as BodyOf<'updateFeeScheme'>
    const result = await call('PUT', '/mer/api/v1/MerchantFeeScheme/Update', token, body)
    if (result.status === 202) made++
  }
  for (let i = 0; made < count && i < names.length * 2; i++) {
    const name = names[i % names.length] + (i >= names.length ? ' II' : '')
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '').slice(0, 40)
    const state = states[i % states.length]!
    const phone = `+23480${String(31000000 + i * 7919).padStart(8, '0')}`
    const body: BodyOf<'createMerchant'> = {
      businessName: name,
      businessType: 'SoleProprietorship',
      industryId: industry.id,
      rcNumber: `BN${3100000 + i}`,
      emailAddress1: `${slug}@example.ng`,
      phoneNumber1: phone,
      address: { street: `${12 + i} Market Road`, city: state.name, stateId: state.id, countryId: nigeria?.id ?? 1, lga: state.name },
      superAgentId: superAgents[i % superAgents.length]!.id,
      personnel: { username: `${slug.slice(0, 30)}.owner`, firstName: 'Chinedu', lastName: 'Okeke', email: `owner.${slug}@example.ng`, phoneNumber: phone, bvn: String(22100000000 + i * 104729).slice(0, 11) },
      settlement: { accountNumber: validNuban('058', String(100000000 + i * 7331).slice(0, 9)), bankCode: '058', accountName: name.toUpperCase().slice(0, 100) },
      configuration: { productGroupId: productGroup.id, feeSchemeId: feeSchemes[0]!.id, commissionGroupId: commissionGroup.id, dailyTransactionLimit: 500_000_000, singleTransactionLimit: 50_000_000 },
      documents,
    }
    const result = await call('POST', '/mer/api/v1/Merchant/create', token, body)
    if (result.status === 202) made++
  }
  return made
}
