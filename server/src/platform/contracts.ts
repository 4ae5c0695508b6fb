// Reads the contracts in openapi/ once: the single source for validation, permissions and checks.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { parse } from 'yaml'

export const openapiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi')

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch'
export const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch']

export interface JsonSchema {
  [key: string]: unknown
}

export interface PermissionRef {
  group: string
  action: string
}

export interface ContractParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
  example?: unknown
}

export interface ContractOperation {
  service: string
  method: HttpMethod
  path: string
  operationId: string
  summary: string | undefined
  tags: string[]
  /** 'public' (no session), 'authenticated' (any session) or the permission needed. */
  access: 'public' | 'authenticated' | PermissionRef
  /** Path parameter that lets a user act on their own id without the permission. */
  selfParameter: string | undefined
  approvable: boolean
  parameters: ContractParameter[]
  requestBody: { required: boolean; schema: JsonSchema; example: unknown } | undefined
  /** x-body-limit: the largest body in bytes this operation reads, above the server's default (a document upload). */
  bodyLimit: number | undefined
  /** file: the answer is streamed (a file, an event stream), not a JSON envelope; events: an event stream. */
  responses: Record<string, ContractResponse>
  raw: JsonSchema
}

/** One documented answer of an operation; `codes`: the error codes it lists (codesOf), for an error status. */
export interface ContractResponse {
  schema: JsonSchema | undefined
  example: unknown
  file?: true
  events?: true
  codes: string[]
}

type Doc = Record<string, unknown>

/**
 * The codes a response lists: the `CODE`s its description names after "Codes:". A response that
 * refers to a shared one (common.yaml) and answers other codes says so in its own description,
 * which replaces the shared one (OpenAPI 3.1 Reference Object), so each operation's list is whole.
 */
export function codesOf(description: unknown): string[] {
  const list = typeof description === 'string' ? /Codes:([^\n]*)/.exec(description)?.[1] : undefined
  return list ? [...list.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!) : []
}

const docs = new Map<string, Doc>()

function loadDoc(file: string): Doc {
  let doc = docs.get(file)
  if (!doc) {
    doc = parse(readFileSync(join(openapiDir, file), 'utf8')) as Doc
    docs.set(file, doc)
  }
  return doc
}

function pointer(doc: unknown, path: string): unknown {
  let node = doc
  for (const raw of path.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`Unresolvable $ref segment ${key} in ${path}`)
    }
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/** Inlines every $ref (files and local pointers), keeping sibling keys. */
export function deref(node: unknown, file: string, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => deref(n, file, seen))
  if (typeof node !== 'object' || node === null) return node
  const obj = node as Record<string, unknown>
  if (typeof obj.$ref === 'string') {
    const [target, hash = ''] = obj.$ref.split('#')
    const targetFile = target ? target.replace(/^\.\//, '') : file
    const key = `${targetFile}#${hash}`
    if (seen.includes(key)) throw new Error(`Recursive $ref ${key}`)
    const resolved = deref(pointer(loadDoc(targetFile), hash), targetFile, [...seen, key])
    const { $ref: _ignored, ...siblings } = obj
    return Object.keys(siblings).length && typeof resolved === 'object' && resolved !== null ? { ...(resolved as object), ...siblings } : resolved
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(obj)) out[k] = k === 'example' || k === 'examples' ? v : deref(v, file, seen)
  return out
}

function mediaOf(content: unknown): Omit<ContractResponse, 'codes'> | undefined {
  const types = content as Record<string, Record<string, unknown>> | undefined
  const media = types?.['application/json']
  // A file (an export) described by its CSV form, or an event stream: streamed text, not an envelope.
  const events = types?.['text/event-stream']
  const csv = types?.['text/csv'] ?? events
  if (!media && csv) return { schema: csv.schema as JsonSchema | undefined, example: csv.example, file: true, ...(events ? { events: true as const } : {}) }
  if (!media) return undefined
  const schema = media.schema as JsonSchema | undefined
  const example = media.example ?? (media.examples ? Object.values(media.examples as object)[0]?.value : undefined) ?? schema?.example
  return { schema, example }
}

function accessOf(op: Record<string, unknown>): ContractOperation['access'] {
  if (op['x-public'] === true) return 'public'
  const permission = op['x-permission']
  if (permission === 'authenticated') return 'authenticated'
  if (typeof permission === 'object' && permission !== null) {
    const { group, action } = permission as Record<string, unknown>
    if (typeof group === 'string' && typeof action === 'string') return { group, action }
  }
  throw new Error(`Operation ${String(op.operationId)} has neither x-permission nor x-public`)
}

export function serviceFiles(): string[] {
  return readdirSync(openapiDir)
    .filter((f) => f.endsWith('.yaml') && f !== 'common.yaml')
    .sort()
}

let cached: ContractOperation[] | undefined

/** Every operation of every service contract, with $refs inlined. */
export function loadOperations(): ContractOperation[] {
  if (cached) return cached
  const operations: ContractOperation[] = []
  for (const file of serviceFiles()) {
    const service = file.replace(/\.yaml$/, '')
    const doc = loadDoc(file)
    const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>
    for (const [path, item] of Object.entries(paths)) {
      const shared = (item.parameters ?? []) as unknown[]
      for (const method of httpMethods) {
        const op = item[method] as Record<string, unknown> | undefined
        if (!op) continue
        const parameters = ([...shared, ...((op.parameters ?? []) as unknown[])].map((p) => deref(p, file)) as Record<string, unknown>[]).map((p): ContractParameter => ({
          name: String(p.name),
          in: p.in as ContractParameter['in'],
          required: p.required === true || p.in === 'path',
          schema: (p.schema ?? {}) as JsonSchema,
          example: p.example,
        }))
        const body = op.requestBody ? (deref(op.requestBody, file) as Record<string, unknown>) : undefined
        const bodyMedia = body ? mediaOf(body.content) : undefined
        const responses: ContractOperation['responses'] = {}
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
          const resolved = deref(response, file) as Record<string, unknown>
          responses[status] = { ...(mediaOf(resolved.content) ?? { schema: undefined, example: undefined }), codes: codesOf(resolved.description) }
        }
        operations.push({
          service,
          method,
          path,
          operationId: String(op.operationId),
          summary: op.summary as string | undefined,
          tags: (op.tags ?? []) as string[],
          access: accessOf(op),
          selfParameter: op['x-self'] as string | undefined,
          approvable: op['x-approvable'] === true,
          bodyLimit: typeof op['x-body-limit'] === 'number' ? op['x-body-limit'] : undefined,
          parameters,
          requestBody: body && bodyMedia?.schema ? { required: body.required === true, schema: bodyMedia.schema, example: bodyMedia.example } : undefined,
          responses,
          raw: op,
        })
      }
    }
  }
  cached = operations
  return operations
}

let routes: { op: ContractOperation; pattern: RegExp }[] | undefined

/** The operations whose path matches `pathname`, literal segments before parameters, as the pipeline mounts them. */
export function operationsAt(pathname: string): ContractOperation[] {
  const params = (path: string) => path.match(/\{/g)?.length ?? 0
  routes ??= [...loadOperations()]
    .sort((a, b) => params(a.path) - params(b.path))
    .map((op) => ({ op, pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
  return routes.filter((r) => r.pattern.test(pathname)).map((r) => r.op)
}

/** The permission catalogue (groupName → shortNames) declared in common.yaml. */
export function permissionCatalogue(): Record<string, string[]> {
  return loadDoc('common.yaml')['x-permission-catalogue'] as Record<string, string[]>
}
