// Demo activity made through the real API after seeding: pending approval requests by `maker`,
// so a checker has work waiting on first sign-in.
import type { Hono } from 'hono'

import type { BodyOf } from '../platform/types.ts'
import { sampleIdCardPng, samplePdf } from './demo-documents.ts'
import { demoOnboarding, demoOnboardingPhone, demoOutletBvn, demoPersonnelBvn } from './demo-onboardings.ts'
import { PLACES, placesOfState } from './seed-data.ts'

const ID_CARD_PNG = sampleIdCardPng().toString('base64')

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
  // Real files a checker can open: the personnel's ID as a scanned card (PNG), the rest as one-page PDFs.
  const documents = documentTypes
    .filter((type) => type.required)
    .map((type) =>
      /\bID\b/i.test(type.name)
        ? { documentTypeId: type.id, fileName: 'valid-id-scan.png', contentType: 'image/png' as const, contentBase64: ID_CARD_PNG }
        : {
            documentTypeId: type.id,
            fileName: `${type.name.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
            contentType: 'application/pdf' as const,
            contentBase64: samplePdf([type.name, 'Sandbox sample document', 'Issued for the demo onboarding']).toString('base64'),
          },
    )
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
    const body = {
      id: view.id,
      name: view.name,
      description: `${view.description ?? view.name} (revised ${new Date().getFullYear()})`.slice(0, 500),
      rules,
      status: 'Active',
    } as BodyOf<'updateFeeScheme'>
    const result = await call('PUT', '/mer/api/v1/MerchantFeeScheme/Update', token, body)
    if (result.status === 202) made++
  }
  for (let i = 0; made < count && i < 40; i++) {
    const onboarding = demoOnboarding(i)
    const name = onboarding.businessName
    const slug = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '')
      .slice(0, 40)
    // The town the business is named after, else a town of the next state in turn: never the state's name as the city.
    const named = PLACES.find((place) => name.replace(/ II$/, '').endsWith(` ${place.city}`))
    const state = (named && states.find((s) => placesOfState(s.name).includes(named))) ?? states[i % states.length]!
    const towns = placesOfState(state.name)
    const place = named ?? towns[Math.floor(i / states.length) % towns.length]
    if (!place) throw new Error(`demo activity: no town of ${state.name} among the seed's places`)
    const phone = demoOnboardingPhone(i)
    const body: BodyOf<'createMerchant'> = {
      businessName: name,
      businessType: 'SoleProprietorship',
      industryId: industry.id,
      rcNumber: `BN${3100000 + i}`,
      emailAddress1: `${slug}@example.ng`,
      phoneNumber1: phone,
      address: { street: `${12 + i} ${place.streets[i % place.streets.length]}`, city: place.city, stateId: state.id, countryId: nigeria?.id ?? 1, lga: place.lga },
      superAgentId: superAgents[i % superAgents.length]!.id,
      personnel: {
        username: `${slug.slice(0, 30)}.owner`,
        firstName: 'Chinedu',
        lastName: 'Okeke',
        email: `owner.${slug}@example.ng`,
        phoneNumber: phone,
        bvn: demoPersonnelBvn(i),
      },
      settlement: onboarding.settlement,
      configuration: { productGroupId: productGroup.id, feeSchemeId: feeSchemes[0]!.id, commissionGroupId: commissionGroup.id, dailyTransactionLimit: 500_000_000, singleTransactionLimit: 50_000_000 },
      documents,
    }
    const result = await call('POST', '/mer/api/v1/Merchant/create', token, body)
    if (result.status === 202) made++
  }
  return made + (await reviewCases(call, token, password, { states }))
}

type Call = (method: string, path: string, token: string | null, body?: unknown) => Promise<{ status: number; body: any }>

/**
 * The cases a checker should learn to read (after the onboardings, so the requests above keep their
 * numbers): an outlet whose GPS point is not in its state with the maximum cash-out limit, an agent
 * whose e-mail is a staff member's, a commission split changed, a user given a maker's role and a
 * role given more than its checker holds (both by the administrator).
 */
async function reviewCases(call: Call, token: string, password: string, refs: { states: { id: number; name: string }[] }): Promise<number> {
  let made = 0
  const sent = (result: { status: number }) => {
    if (result.status === 202) made++
  }
  const admin = (await call('POST', '/ums/api/v1/Authentication/login', null, { username: 'admin', password })).body?.data?.accessToken as string | undefined
  if (!admin) throw new Error('demo activity: admin could not sign in')
  const merchants = (await call('GET', '/mer/api/v1/Merchant?Status=Active&PageNumber=1&PageSize=20', token)).body.data as { id: number; enabled: boolean; businessName: string }[]
  const merchant = merchants.find((m) => m.enabled)
  const kano = refs.states.find((s) => s.name === 'Kano')
  const lagos = refs.states.find((s) => s.name === 'Lagos')
  if (merchant && kano && lagos) {
    const outlet = (n: number, overrides: Record<string, unknown>) => ({
      merchantId: merchant.id,
      firstName: n === 1 ? 'Musa' : 'Chiamaka',
      lastName: n === 1 ? 'Danjuma' : 'Obi',
      businessName: n === 1 ? 'Danjuma POS Point Ikeja' : 'Chiamaka Cash Corner Yaba',
      agentType: 'Individual',
      phoneNumber: `+23490300${String(41000 + n).padStart(5, '0')}`,
      email: null,
      bvn: demoOutletBvn(n),
      nin: `7020${String(5510000 + n * 6007).padStart(7, '0')}`,
      tin: null,
      address: { street: n === 1 ? '14 Obafemi Awolowo Way' : '7 Herbert Macaulay Way', city: n === 1 ? 'Ikeja' : 'Yaba', stateId: lagos.id, lga: n === 1 ? 'Ikeja' : 'Lagos Mainland' },
      location: n === 1 ? { latitude: 6.6018, longitude: 3.3515 } : { latitude: 6.5095, longitude: 3.3711 },
      terminalSerialNumber: `TPS900-9${String(n).padStart(7, '0')}`,
      terminalMaker: 'Topwise',
      dailyCashOutLimit: 50_000_000,
      ...overrides,
    })
    // Ikeja's point with the state set to Kano, at the CBN's daily maximum.
    sent(
      await call(
        'POST',
        '/mer/api/v1/Agent/create',
        token,
        outlet(1, { address: { street: '14 Obafemi Awolowo Way', city: 'Ikeja', stateId: kano.id, lga: 'Ikeja' }, dailyCashOutLimit: 120_000_000 }),
      ),
    )
    const auditor = ((await call('GET', '/ums/api/v1/User?Username=auditor&PageNumber=1&PageSize=1', admin)).body.data as { email: string }[])[0]
    sent(await call('POST', '/mer/api/v1/Agent/create', token, outlet(2, { email: auditor?.email ?? null })))
  }
  const groups = (await call('GET', '/mer/api/v1/MerchantCommissionGroup/GetWithPaging?Status=Active&PageNumber=1&PageSize=1', token)).body.data as { id: number }[]
  const group = groups[0] && (await call('GET', `/mer/api/v1/MerchantCommissionGroup/${groups[0].id}`, token)).body.data
  if (group) {
    type Share = { product: { id: number }; agentSharePercent: number; superAgentSharePercent: number; platformSharePercent: number }
    // Five points of the platform's share on the first product moved to the agent.
    const rules = (group.rules as Share[]).map(({ product, ...share }, i) =>
      i === 0 && share.platformSharePercent >= 5
        ? { ...share, productId: product.id, agentSharePercent: share.agentSharePercent + 5, platformSharePercent: share.platformSharePercent - 5 }
        : { ...share, productId: product.id },
    )
    sent(await call('PUT', '/mer/api/v1/MerchantCommissionGroup/Update', token, { id: group.id, name: group.name, description: group.description, status: 'Active', rules }))
  }
  const roles = (await call('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', admin)).body.data as { id: number; name: string }[]
  const officer = roles.find((r) => r.name === 'Operations Officer')
  if (officer) {
    sent(
      await call('POST', '/ums/api/v1/User/create', admin, {
        username: 'ifeoma.okafor',
        firstName: 'Ifeoma',
        lastName: 'Okafor',
        email: 'ifeoma.okafor@sandbox-bank.ng',
        phoneNumber: '+2348035550199',
        roleIds: [officer.id],
        multiFactorEnabled: true,
      }),
    )
  }
  const support = roles.find((r) => r.name === 'Customer Support')
  const catalogue = (await call('GET', '/ums/api/v1/Roles/getPermissions', admin)).body.data as { permissionId: number; groupName: string; shortName: string }[]
  if (support) {
    const held = (await call('POST', `/ums/api/v1/Roles/getPermissionByRole?roleId=${support.id}`, admin)).body.data as { permissionId: number }[]
    const extra = catalogue.filter((p) => (p.groupName === 'Audit' && p.shortName === 'View Audit') || (p.groupName === 'Merchant' && p.shortName === 'Update Merchant'))
    sent(
      await call('PUT', `/ums/api/v1/Roles/UpdateRole/${support.id}`, admin, {
        name: support.name,
        description: 'Handles customer disputes, looks up merchants, agents and transactions, and corrects merchant contact details',
        status: 'Active',
        permissionIds: [...new Set([...held.map((p) => p.permissionId), ...extra.map((p) => p.permissionId)])],
      }),
    )
  }
  return made
}
