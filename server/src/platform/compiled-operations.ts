// The contract's operations ready to run: their handlers, the validators of their path, query, headers and body, and their routes.
import type { ValidateFunction } from 'ajv/dist/2020.js'

import { loadOperations, type ContractOperation, type JsonSchema } from './contracts.ts'
import { compile, createAjv } from './json-schema.ts'
import { policyOf, type RatePolicyName } from './rate-limit.ts'
import type { Handler, OperationId } from './types.ts'

/** One operation of a contract with its handler and compiled validators. */
export interface CompiledOperation {
  op: ContractOperation
  handler: Handler<OperationId>
  path: ValidateFunction
  query: ValidateFunction
  headers: ValidateFunction
  body: ValidateFunction | undefined
  publicOnly: boolean
  noAppCredentials: boolean
  ratePolicy: RatePolicyName
  /** The headers every answer of a deprecated operation carries. */
  deprecation: Record<string, string> | undefined
}

const isoDate = (value: unknown): Date | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined)

/**
 * A deprecated operation's headers, from its contract: `Deprecation` (RFC 9745, the day it was
 * deprecated as `@<seconds>`), `Sunset` (RFC 8594, the day it may be removed) and a link to the
 * contracts' changelog. Throws when a deprecated operation lacks either day.
 */
export function deprecationHeaders(op: ContractOperation): Record<string, string> | undefined {
  if (op.raw.deprecated !== true) return undefined
  const since = isoDate(op.raw['x-deprecated-at'])
  const sunset = isoDate(op.raw['x-sunset'])
  if (!since || !sunset || sunset <= since) throw new Error(`${op.operationId} is deprecated: it needs x-deprecated-at and a later x-sunset (YYYY-MM-DD)`)
  return { Deprecation: `@${since.getTime() / 1000}`, Sunset: sunset.toUTCString(), Link: '</api/CHANGELOG.md>; rel="deprecation"; type="text/markdown"' }
}

/** The parameters of one place as an object schema; the query is closed, as bodies are: a misspelt filter is refused, not ignored. */
function objectSchema(params: ContractOperation['parameters'], where: string): JsonSchema {
  const selected = params.filter((p) => p.in === where)
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required).map((p) => p.name),
    ...(where === 'query' ? { additionalProperties: false } : {}),
  }
}

/** Every operation of the contracts, by operationId; throws when one has no handler. */
export function compileOperations(handlers: Partial<Record<OperationId, Handler<OperationId>>>): Map<string, CompiledOperation> {
  const ajvStrict = createAjv()
  const ajvCoerce = createAjv({ coerceTypes: true })
  const operations = loadOperations()
  const missing = operations.filter((op) => !handlers[op.operationId as OperationId]).map((op) => op.operationId)
  if (missing.length) throw new Error(`No handler for: ${missing.join(', ')}`)

  const compiled = new Map<string, CompiledOperation>()
  for (const op of operations) {
    compiled.set(op.operationId, {
      op,
      handler: handlers[op.operationId as OperationId] as Handler<OperationId>,
      path: compile(ajvCoerce, objectSchema(op.parameters, 'path')),
      query: compile(ajvCoerce, objectSchema(op.parameters, 'query')),
      headers: compile(ajvCoerce, objectSchema(op.parameters, 'header')),
      body: op.requestBody ? compile(ajvStrict, op.requestBody.schema) : undefined,
      publicOnly: op.access === 'public',
      noAppCredentials: Array.isArray(op.raw.security) && op.raw.security.length === 0,
      // An event stream is one screen's connection, counted as a screen (an export is a file).
      ratePolicy: policyOf(op.operationId, { publicOnly: op.access === 'public', file: op.responses['200']?.file === true && op.responses['200'].events !== true }),
      deprecation: deprecationHeaders(op),
    })
  }
  return compiled
}

/** The operations in the order their routes are mounted: static segments before parameters, so /Merchant/validate is not read as /Merchant/{id}. */
export function routeOrder(compiled: Map<string, CompiledOperation>): CompiledOperation[] {
  return [...compiled.values()].sort((a, b) => (a.op.path.match(/\{/g)?.length ?? 0) - (b.op.path.match(/\{/g)?.length ?? 0))
}

/** A contract path as a Hono route: {id} becomes :id. */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1')
}
