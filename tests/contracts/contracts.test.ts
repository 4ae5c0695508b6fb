import { describe, expect, it } from 'vitest'

import { deref, loadOperations, permissionCatalogue, type ContractOperation, type JsonSchema } from '../../server/src/platform/contracts.ts'
import { compile, createAjv, describeErrors } from '../../server/src/platform/json-schema.ts'
import { specOperations } from './spec-operations.ts'

const operations = loadOperations()
const catalogue = permissionCatalogue()
const ajv = createAjv()

interface DeclaredResponse {
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> }>
}

/** A response as the operation declares it, $refs inlined: its headers, and each media type with its own example (not its schema's). */
function declaredResponse(op: ContractOperation, status: string): DeclaredResponse {
  return deref((op.raw.responses as Record<string, unknown>)[status], `${op.service}.yaml`) as DeclaredResponse
}

const takesIdempotencyKey = (op: ContractOperation) => op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')

function successStatus(responses: Record<string, unknown>): string | undefined {
  return (
    Object.keys(responses)
      .filter((s) => /^2\d\d$/.test(s) && s !== '202')
      .sort()[0] ?? (responses['202'] ? '202' : undefined)
  )
}

/** Paths in a schema where an object has no declared shape, or a schema is empty. */
function untypedPlaces(schema: unknown, path = '#'): string[] {
  if (typeof schema !== 'object' || schema === null) return []
  const s = schema as Record<string, unknown>
  const found: string[] = []
  const keys = Object.keys(s).filter((k) => k !== 'description' && k !== 'example' && k !== 'title')
  if (keys.length === 0) found.push(`${path} is {}`)
  const types = Array.isArray(s.type) ? s.type : [s.type]
  // x-free-form names where the object is typed instead (another operation's body, carried whole).
  if (types.includes('object') && !s.properties && typeof s.additionalProperties !== 'object' && !s.allOf && !s.oneOf && typeof s['x-free-form'] !== 'string') {
    found.push(`${path} is an untyped object`)
  }
  for (const key of ['items', 'additionalProperties', 'not']) {
    if (typeof s[key] === 'object') found.push(...untypedPlaces(s[key], `${path}/${key}`))
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(s[key])) (s[key] as unknown[]).forEach((sub, i) => found.push(...untypedPlaces(sub, `${path}/${key}/${i}`)))
  }
  if (typeof s.properties === 'object' && s.properties) {
    for (const [name, sub] of Object.entries(s.properties)) found.push(...untypedPlaces(sub, `${path}/properties/${name}`))
  }
  return found
}

describe('contracts', () => {
  it('declare every call of SPEC section 7 with its path, method and query names', () => {
    const missing: string[] = []
    for (const spec of specOperations) {
      const op = operations.find((o) => o.method === spec.method && o.path === spec.path)
      if (!op) {
        missing.push(`${spec.method.toUpperCase()} ${spec.path}`)
        continue
      }
      const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name)
      for (const name of spec.query ?? []) {
        if (!queryNames.includes(name)) missing.push(`${op.operationId}: query ${name}`)
      }
    }
    expect(missing).toEqual([])
    expect(specOperations).toHaveLength(80)
  })

  it('give every operation a unique operationId, a summary and a tag', () => {
    const ids = operations.map((o) => o.operationId)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][A-Za-z0-9]+$/)
      expect(op.summary, op.operationId).toBeTruthy()
      expect(op.tags.length, op.operationId).toBe(1)
    }
  })

  it('name a catalogued permission for every operation, or mark it public', () => {
    const publicOps = new Set([
      'login',
      'refreshToken',
      'checkPasswordResetToken',
      'requestPasswordReset',
      'changePasswordWithToken',
      'send2FaToken',
      'validate2Fa',
      'registerStaff',
      'verifySecurityAnswer',
      'getHealth',
    ])
    for (const op of operations) {
      if (op.access === 'public') {
        expect(publicOps.has(op.operationId), `${op.operationId} should not be public`).toBe(true)
      } else if (op.access !== 'authenticated') {
        expect(catalogue[op.access.group] ?? [], `${op.operationId}: ${op.access.group} / ${op.access.action}`).toContain(op.access.action)
      }
      if (op.approvable) expect(op.responses['202'], `${op.operationId} approvable without 202`).toBeDefined()
      if (op.responses['202'] && op.operationId !== 'registerStaff') expect(op.approvable, `${op.operationId} has 202 without x-approvable`).toBe(true)
    }
  })

  it('give every success answer and every request body a realistic example that matches its schema', () => {
    const problems: string[] = []
    for (const op of operations) {
      const status = successStatus(op.responses)
      const success = status ? op.responses[status] : undefined
      if (!success?.schema) {
        problems.push(`${op.operationId}: no JSON success answer`)
      } else if (success.example === undefined) {
        problems.push(`${op.operationId}: success answer has no example`)
      } else {
        const validate = compile(ajv, success.schema)
        if (!validate(success.example)) problems.push(`${op.operationId} ${status} example: ${describeErrors(validate.errors).join('; ')}`)
      }
      if (op.requestBody) {
        if (op.requestBody.example === undefined) {
          problems.push(`${op.operationId}: request body has no example`)
        } else {
          const validate = compile(ajv, op.requestBody.schema)
          if (!validate(structuredClone(op.requestBody.example))) problems.push(`${op.operationId} body example: ${describeErrors(validate.errors).join('; ')}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('give every 2xx answer an example of its own for each of its media types (a file in binary aside), matching its schema', () => {
    const problems: string[] = []
    for (const op of operations) {
      for (const status of Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s))) {
        for (const [type, media] of Object.entries(declaredResponse(op, status).content ?? {})) {
          if (media.schema?.format === 'binary') continue
          const example = media.example ?? Object.values(media.examples ?? {})[0]?.value
          if (example === undefined) {
            problems.push(`${op.operationId} ${status} ${type}: no example`)
          } else if (media.schema) {
            const validate = compile(ajv, media.schema)
            if (!validate(structuredClone(example))) problems.push(`${op.operationId} ${status} ${type} example: ${describeErrors(validate.errors).join('; ')}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('declare the shared 500 answer on every operation', () => {
    const missing = operations.filter((op) => (op.raw.responses as Record<string, { $ref?: string }>)['500']?.$ref !== './common.yaml#/components/responses/ServerError')
    expect(missing.map((op) => op.operationId)).toEqual([])
  })

  it('spell out idempotency on every operation that takes an Idempotency-Key: the replay header on each success, the 409 of a reused key', () => {
    const writes = operations.filter(takesIdempotencyKey)
    expect(writes.length).toBeGreaterThan(40)
    const problems: string[] = []
    for (const op of writes) {
      if (!op.responses['409']) problems.push(`${op.operationId}: no 409`)
      for (const status of Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s))) {
        if (!declaredResponse(op, status).headers?.['Idempotent-Replayed']) problems.push(`${op.operationId} ${status}: no Idempotent-Replayed header`)
      }
    }
    expect(problems).toEqual([])
    const key = writes[0]!.raw.parameters as unknown[]
    const description = String((key.map((p) => deref(p, `${writes[0]!.service}.yaml`)) as { name?: string; description?: string }[]).find((p) => p.name === 'Idempotency-Key')?.description)
    for (const term of ['per user', 'Idempotent-Replayed: true', '409', '24 hours']) expect(description).toContain(term)
  })

  it('declare the RateLimit headers on every 401, and WWW-Authenticate where an access token is required', () => {
    const problems: string[] = []
    for (const op of operations.filter((o) => o.responses['401'])) {
      const headers = Object.keys(declaredResponse(op, '401').headers ?? {})
      const expected = op.access === 'public' ? ['RateLimit', 'RateLimit-Policy'] : ['WWW-Authenticate', 'RateLimit', 'RateLimit-Policy']
      for (const name of expected) if (!headers.includes(name)) problems.push(`${op.operationId} 401: no ${name}`)
    }
    expect(problems).toEqual([])
  })

  it('give a deprecated operation the day it was deprecated, a sunset at least six months later and the headers that say so on its success', () => {
    const deprecated = operations.filter((op) => op.raw.deprecated === true)
    expect(deprecated.map((op) => op.operationId)).toContain('listMerchantsBySuperAgent')
    const problems: string[] = []
    for (const op of deprecated) {
      const since = Date.parse(String(op.raw['x-deprecated-at']))
      const sunset = Date.parse(String(op.raw['x-sunset']))
      if (!(sunset - since >= 180 * 86_400_000)) problems.push(`${op.operationId}: sunset less than six months after deprecation`)
      if (!/Deprecated since \d+\.\d+\.\d+/.test(String(op.raw.description))) problems.push(`${op.operationId}: the description does not say since which version`)
      for (const status of Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s))) {
        for (const name of ['Deprecation', 'Sunset', 'Link']) if (!declaredResponse(op, status).headers?.[name]) problems.push(`${op.operationId} ${status}: no ${name} header`)
      }
    }
    expect(problems).toEqual([])
  })

  it('declare X-Request-Id on every answer', () => {
    const problems: string[] = []
    for (const op of operations) {
      for (const status of Object.keys(op.responses)) if (!declaredResponse(op, status).headers?.['X-Request-Id']) problems.push(`${op.operationId} ${status}`)
    }
    expect(problems).toEqual([])
  })

  it('list the codes of every refusal, each from the catalogue (ErrorCode)', () => {
    const catalogue = (deref({ $ref: './common.yaml#/components/schemas/ErrorCode' }, 'common.yaml') as { enum: string[] }).enum
    const problems: string[] = []
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue
        if (response.codes.length === 0) problems.push(`${op.operationId} ${status}: lists no code`)
        for (const code of response.codes) if (!catalogue.includes(code)) problems.push(`${op.operationId} ${status}: ${code} is not in the catalogue`)
      }
    }
    expect(problems).toEqual([])
  })

  it('put every answer in the envelope', () => {
    const problems: string[] = []
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response.schema) {
          problems.push(`${op.operationId} ${status}: no JSON body`)
          continue
        }
        // A streamed file (an export) has no envelope; its refusals do.
        if (response.file) continue
        const validate = compile(ajv, response.schema)
        const bare = validate({ data: null })
        if (bare) problems.push(`${op.operationId} ${status}: accepts a body without succeeded/message/errors`)
      }
    }
    expect(problems).toEqual([])
  })

  it('declare no untyped object or empty schema', () => {
    const problems: string[] = []
    for (const op of operations) {
      if (op.requestBody) problems.push(...untypedPlaces(op.requestBody.schema).map((p) => `${op.operationId} body ${p}`))
      for (const [status, response] of Object.entries(op.responses)) {
        problems.push(...untypedPlaces(response.schema as JsonSchema).map((p) => `${op.operationId} ${status} ${p}`))
      }
    }
    expect(problems).toEqual([])
  })

  it('close every request body and bound its strings and numbers', () => {
    const problems: string[] = []
    const walk = (s: Record<string, unknown>, where: string): void => {
      const types = Array.isArray(s.type) ? s.type : [s.type]
      if (types.includes('object') && s.properties && s.additionalProperties !== false) problems.push(`${where} is open`)
      if (types.includes('string') && !s.maxLength && !s.enum && !s.const && !s.pattern && !s.format) problems.push(`${where} string without bound`)
      if ((types.includes('integer') || types.includes('number')) && s.maximum === undefined && s.exclusiveMaximum === undefined && !s.enum) problems.push(`${where} number without maximum`)
      if (types.includes('array') && s.maxItems === undefined) problems.push(`${where} array without maxItems`)
      for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, Record<string, unknown>>)) walk(sub, `${where}.${name}`)
      if (typeof s.items === 'object' && s.items) walk(s.items as Record<string, unknown>, `${where}[]`)
      for (const key of ['allOf', 'oneOf', 'anyOf']) {
        if (Array.isArray(s[key])) (s[key] as Record<string, unknown>[]).forEach((sub, i) => walk(sub, `${where}/${key}${i}`))
      }
    }
    for (const op of operations) if (op.requestBody) walk(op.requestBody.schema, op.operationId)
    expect(problems).toEqual([])
  })

  it('bound paging parameters', () => {
    for (const op of operations) {
      const size = op.parameters.find((p) => p.name === 'PageSize')
      if (size) {
        expect(size.schema.minimum, op.operationId).toBe(1)
        expect(size.schema.maximum, op.operationId).toBe(500)
      }
      for (const date of op.parameters.filter((p) => p.name === 'StartDate' || p.name === 'EndDate')) {
        expect(date.schema.format, `${op.operationId} ${date.name}`).toBe('date')
      }
    }
  })
})
