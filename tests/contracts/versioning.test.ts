// The contracts' version (scripts/contract-versions.ts): the sources match the published baseline,
// and a change is classified, worded and versioned as an integrator needs: removing or narrowing
// is breaking (a major version), adding is minor, words are a patch.
import { readFileSync } from 'node:fs'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Contract } from '../../scripts/bundle-contracts.ts'
import { bumpOf, changelogEntry, changelogFile, compareContracts, nextVersion, readReleased, sourceVersions, versionProblems } from '../../scripts/contract-versions.ts'
import { joinedContract } from '../../scripts/publish-contracts.ts'

type Schema = { properties: Record<string, unknown>; required: string[]; maxLength?: number; enum?: string[] }

let current: Contract
/** Two services' worth of the contract (every component kept): enough for each kind of change, and quick to compare. */
let small: Contract
const schema = (contract: Contract, name: string) => contract.components!.schemas![name] as Schema
const changed = (edit: (contract: Contract) => void) => {
  const after = structuredClone(small)
  edit(after)
  return compareContracts(small, after)
}

beforeAll(() => {
  current = joinedContract()
  small = { ...current, paths: Object.fromEntries(Object.entries(current.paths).filter(([path]) => /^\/(mer\/api\/v1\/Merchant|pms\/api\/v1\/ProductGroup)/.test(path))) }
})

describe('the contracts version', () => {
  it('is one version in every file, published as the baseline and in the changelog', () => {
    expect(versionProblems(readReleased(), current, sourceVersions(), readFileSync(changelogFile, 'utf8'))).toEqual([])
    expect(new Set(sourceVersions().values()).size).toBe(1)
  })

  it('calls a removed answer field breaking, names it and the operations that answer it, and asks for a major version', () => {
    const changes = changed((after) => {
      const merchant = schema(after, 'mer_Merchant')
      delete merchant.properties.tin
      merchant.required = merchant.required.filter((name) => name !== 'tin')
    })
    expect(changes).toContainEqual({
      level: 'breaking',
      text: 'removed `data.tin` from the 200 answer',
      where: expect.arrayContaining(['GET /mer/api/v1/Merchant/{id}', 'POST /mer/api/v1/Merchant/create']) as string[],
    })
    expect(bumpOf(changes)).toBe('major')
    const problems = versionProblems(
      small,
      { ...small, paths: structuredClone(small.paths), components: { ...small.components, schemas: { ...small.components!.schemas, mer_Merchant: schema(current, 'mer_Merchant') } } },
      new Map([['x', small.info.version]]),
      `## ${small.info.version} (2026-11-28)`,
    )
    expect(problems).toEqual([])
    const afterRemoval = structuredClone(small)
    delete schema(afterRemoval, 'mer_Merchant').properties.tin
    const [problem] = versionProblems(small, afterRemoval, new Map([['x', small.info.version]]), `## ${small.info.version} (2026-11-28)`)
    expect(problem).toContain(`needs a new major version (${nextVersion(small.info.version, 'major')})`)
    expect(problem).toContain('removed `data.tin` from the 200 answer')
    expect(changelogEntry('2.0.0', '2026-11-28', changes)).toMatch(/^## 2\.0\.0 \(2026-11-28\)\n\n### Breaking\n\n- .*removed `data\.tin` from the 200 answer: `/m)
  })

  it('calls a new required input, a narrowed field and a value taken from a filter breaking', () => {
    const required = changed((after) => {
      const create = schema(after, 'pms_ProductGroupCreate')
      create.properties.code = { type: 'string', maxLength: 8 }
      create.required = [...create.required, 'code']
    })
    expect(required).toContainEqual({ level: 'breaking', text: '`code` in the request body required', where: ['POST /pms/api/v1/ProductGroup/Create'] })

    const narrowed = changed((after) => {
      ;(schema(after, 'pms_ProductGroupCreate').properties.name as Schema).maxLength = 10
    })
    expect(narrowed).toEqual([{ level: 'breaking', text: 'maxLength of `name` in the request body: `100` → `10`', where: ['POST /pms/api/v1/ProductGroup/Create'] }])

    const parameter = changed((after) => {
      const list = after.paths['/mer/api/v1/Merchant']!.get as { parameters: Record<string, unknown>[] }
      list.parameters.push({ name: 'Region', in: 'query', required: true, schema: { type: 'string', maxLength: 20 } })
    })
    expect(parameter).toContainEqual({ level: 'breaking', text: 'added query parameter `Region`', where: ['GET /mer/api/v1/Merchant'] })
    expect(bumpOf(parameter)).toBe('major')
  })

  it('calls an optional addition minor, a deprecation minor and new words a patch', () => {
    const optional = changed((after) => {
      ;(after.paths['/mer/api/v1/Merchant']!.get as { parameters: Record<string, unknown>[] }).parameters.push({ name: 'Region', in: 'query', schema: { type: 'string', maxLength: 20 } })
    })
    expect(optional).toEqual([{ level: 'added', text: 'added query parameter `Region`', where: ['GET /mer/api/v1/Merchant'] }])
    expect(bumpOf(optional)).toBe('minor')
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0')

    const deprecated = changed((after) => {
      ;(after.paths['/mer/api/v1/Merchant/{id}']!.get as Record<string, unknown>).deprecated = true
    })
    expect(deprecated).toEqual([{ level: 'deprecated', text: 'deprecated', where: ['GET /mer/api/v1/Merchant/{id}'] }])
    const withSunset = changed((after) => Object.assign(after.paths['/mer/api/v1/Merchant/{id}']!.get as object, { deprecated: true, 'x-sunset': '2027-06-30' }))
    expect(withSunset).toContainEqual({ level: 'deprecated', text: 'deprecated, may be removed after 2027-06-30', where: ['GET /mer/api/v1/Merchant/{id}'] })
    expect(bumpOf(deprecated)).toBe('minor')

    const words = changed((after) => {
      ;(after.paths['/mer/api/v1/Merchant/{id}']!.get as Record<string, unknown>).description = 'One merchant, with its personnel and settlement account.'
    })
    expect(words.map((c) => c.level)).toEqual(['documentation'])
    expect(bumpOf(words)).toBe('patch')
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3')
    expect(bumpOf(changed(() => {}))).toBeNull()
  })

  it("calls a value added to an answer's enum breaking, unless the enum says more values may come (x-extensible-enum)", () => {
    const add = (extensible: boolean) =>
      changed((after) => {
        const status = schema(after, 'EntityStatus') as Schema & Record<string, unknown>
        status.enum = [...status.enum!, 'Archived']
        if (extensible) status['x-extensible-enum'] = true
      })
    expect(add(false).some((c) => c.level === 'breaking')).toBe(true)
    const extensible = add(true)
    expect(extensible.length).toBeGreaterThan(0)
    expect(extensible.filter((c) => c.level === 'breaking')).toEqual([])
    expect(bumpOf(extensible)).toBe('minor')
  })

  it("reads a webhook's event as an answer: a field removed from it is breaking for its receivers", () => {
    const event = { type: 'object', required: ['id', 'type'], properties: { id: { type: 'string', maxLength: 40 }, type: { type: 'string', maxLength: 60 } } }
    const withHook = {
      ...small,
      webhooks: {
        'merchant.disabled': { post: { operationId: 'merchantDisabled', requestBody: { content: { 'application/json': { schema: event } } }, responses: { '200': { description: 'Received' } } } },
      },
    }
    const without = structuredClone(withHook)
    const payload = without.webhooks['merchant.disabled'].post.requestBody.content['application/json'].schema
    delete (payload.properties as Record<string, unknown>).type
    payload.required = ['id']
    expect(compareContracts(withHook, without)).toContainEqual({ level: 'breaking', text: 'removed `type` from the event answer', where: ['webhook merchant.disabled'] })
  })
  it('names the fields a new part of an answer brings, and a required field added to an answer in one line', () => {
    const changes = changed((after) => {
      const page = after.components!.schemas!.mer_MerchantSummaryPage as { allOf: unknown[] }
      after.components!.schemas!.Extra = { type: 'object', required: ['nextMark'], properties: { nextMark: { type: ['string', 'null'] } } }
      page.allOf.push({ $ref: '#/components/schemas/Extra' })
      const summary = schema(after, 'mer_MerchantSummary')
      summary.properties.changedAt = { type: 'string' }
      summary.required.push('changedAt')
    })
    const texts = changes.map((c) => c.text)
    expect(texts).toContain('added `nextMark` to the 200 answer')
    expect(texts).toContain('added `data[].changedAt` to the 200 answer')
    expect(texts).not.toContain('`data[].changedAt` in the 200 answer required')
    expect(texts).not.toContain('added the 200 answer')
    expect(bumpOf(changes)).toBe('minor')
  })
})
