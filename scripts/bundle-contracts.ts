// The contracts as an integrator's tools take them: each service in one file that references
// nothing outside itself (the common.yaml and other services' components it uses copied in under
// #/components), and every service in one document with one copy of each shared component.
// Used by scripts/publish-contracts.ts.
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

import { parse } from 'yaml'

import { openapiDir, serviceNames } from './contracts.ts'

type Components = Record<string, Record<string, unknown>>
type SecurityRequirement = Record<string, string[]>
type Operation = Record<string, unknown> & { security?: SecurityRequirement[] }

export interface Contract {
  openapi: string
  info: Record<string, unknown> & { title: string; version: string; 'x-service'?: string }
  servers?: unknown[]
  security?: SecurityRequirement[]
  tags?: { name: string }[]
  paths: Record<string, Record<string, unknown>>
  /** OpenAPI 3.1: the requests the platform sends (its business events), by name. */
  webhooks?: Record<string, Record<string, unknown>>
  components?: Components
  [extension: `x-${string}`]: unknown
}

/** One component of one contract file: file is the file's name without .yaml (common, mer, ...). */
interface ComponentId {
  file: string
  kind: string
  name: string
}

/** The name a component takes in the document being written. */
type Naming = (id: ComponentId) => string

export const SHARED = 'common'
const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

const loaded = new Map<string, Contract>()

/** Reads the sources again at the next use (each publication reads them as they are then). */
export function forgetContracts(): void {
  loaded.clear()
}

export function readContract(file: string): Contract {
  let contract = loaded.get(file)
  if (!contract) {
    contract = parse(readFileSync(join(openapiDir, `${file}.yaml`), 'utf8')) as Contract
    loaded.set(file, contract)
  }
  return contract
}

const isObject = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null && !Array.isArray(node)

function referenced(ref: string, from: string): ComponentId {
  const [path, pointer = ''] = ref.split('#')
  const match = /^\/components\/([^/]+)\/([^/]+)$/.exec(pointer)
  if (!match) throw new Error(`${from}.yaml: "${ref}" is not a reference to a component; the publisher bundles components only`)
  return { file: path ? basename(path, '.yaml') : from, kind: match[1]!, name: match[2]! }
}

function componentOf(id: ComponentId): unknown {
  const node = readContract(id.file).components?.[id.kind]?.[id.name]
  if (node === undefined) throw new Error(`${id.file}.yaml has no component ${id.kind}/${id.name}`)
  return node
}

const isAlias = (node: unknown): node is { $ref: string } => isObject(node) && typeof node.$ref === 'string' && Object.keys(node).length === 1

/** The component an id stands for: a component that is only a $ref (the services' security schemes name common.yaml's) is the one it names. */
function canonical(id: ComponentId): ComponentId {
  const node = componentOf(id)
  return isAlias(node) ? canonical(referenced(node.$ref, id.file)) : id
}

const keyOf = (id: ComponentId) => `${id.file}#${id.kind}/${id.name}`

/** Writes components under their names, following every reference to the components it needs. */
class Collector {
  readonly components: Components = {}
  private readonly written = new Map<string, string>()

  constructor(private readonly naming: Naming) {}

  /** The local reference to a component, collecting it (and what it references) on first use. */
  private local(id: ComponentId): string {
    const found = canonical(id)
    return `#/components/${found.kind}/${this.add(found)}`
  }

  /** Adds a component (not an alias) with what it references; returns its name. */
  add(id: ComponentId): string {
    const key = keyOf(id)
    const known = this.written.get(key)
    if (known) return known
    const name = this.naming(id)
    const kind = (this.components[id.kind] ??= {})
    if (name in kind) throw new Error(`Two components would be named ${id.kind}/${name} (one of them ${key}): give one another name`)
    this.written.set(key, name)
    kind[name] = null // its place, before what it references
    kind[name] = this.rewrite(componentOf(id), id.file)
    return name
  }

  /** A copy of `node`, read in `file`, with its references made local. */
  rewrite(node: unknown, file: string): unknown {
    if (Array.isArray(node)) return node.map((item) => this.rewrite(item, file))
    if (!isObject(node)) return node
    const copy: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') copy[key] = this.local(referenced(value, file))
      else if (key === 'discriminator' && isObject(value) && isObject(value.mapping)) {
        const mapping = Object.fromEntries(Object.entries(value.mapping).map(([tag, ref]) => [tag, this.local(referenced(String(ref), file))]))
        copy[key] = { ...value, mapping }
      } else copy[key] = this.rewrite(value, file)
    }
    return copy
  }

  /** Security requirements of `file` with each scheme under its name here. */
  security(requirements: SecurityRequirement[], file: string): SecurityRequirement[] {
    return requirements.map((requirement) => Object.fromEntries(Object.entries(requirement).map(([scheme, scopes]) => [this.add(canonical({ file, kind: 'securitySchemes', name: scheme })), scopes])))
  }

  /** The paths of `file`, references made local and operations' own security renamed. */
  paths(file: string): Contract['paths'] {
    const paths: Contract['paths'] = {}
    for (const [path, item] of Object.entries(readContract(file).paths)) {
      const copy = this.rewrite(item, file) as Record<string, Operation>
      for (const [method, operation] of Object.entries(copy)) {
        if (methods.has(method) && operation.security) operation.security = this.security(operation.security, file)
      }
      paths[path] = copy
    }
    return paths
  }

  /** The webhooks of `file`, references made local. */
  webhooks(file: string): NonNullable<Contract['webhooks']> {
    return Object.fromEntries(Object.entries(readContract(file).webhooks ?? {}).map(([name, item]) => [name, this.rewrite(item, file) as Record<string, unknown>]))
  }

  /** Every component a file declares itself (not its aliases of others), used or not: they are its published vocabulary. */
  own(file: string): void {
    for (const [kind, group] of Object.entries(readContract(file).components ?? {})) {
      for (const [name, node] of Object.entries(group)) if (!isAlias(node)) this.add({ file, kind, name })
    }
  }
}

/** What the published files say beyond the sources: where to call them, and who answers for them. */
export interface Publication {
  servers: unknown[]
  contact: Record<string, unknown>
}

function withContact(info: Contract['info'], publication: Publication): Contract['info'] {
  const { license, ...rest } = info
  return { ...rest, contact: publication.contact, ...(license ? { license } : {}) }
}

/** One service with everything it references: common.yaml's components under their own names, another service's under its name (prefixed by that service only if the name is taken). */
export function bundleService(service: string, publication: Publication): Contract {
  const source = readContract(service)
  const taken = (id: ComponentId) => [service, SHARED].some((file) => file !== id.file && readContract(file).components?.[id.kind]?.[id.name] !== undefined)
  const collector = new Collector((id) => (id.file === service || id.file === SHARED || !taken(id) ? id.name : `${id.file}_${id.name}`))
  collector.own(service)
  const paths = collector.paths(service)
  const webhooks = source.webhooks && collector.webhooks(service)
  const security = source.security && collector.security(source.security, service)
  return {
    ...source,
    info: withContact(source.info, publication),
    servers: publication.servers,
    ...(security ? { security } : {}),
    paths,
    ...(webhooks ? { webhooks } : {}),
    components: collector.components,
  }
}

const prefixOf = (file: string) => readContract(file).info['x-service'] ?? file

/** Every service in one document: each service's components prefixed with it (mer_Merchant), common.yaml's once under their own names. */
export function joinServices(info: Contract['info'], publication: Publication): Contract {
  const services = serviceNames()
  const collector = new Collector((id) => (id.file === SHARED ? id.name : `${prefixOf(id.file)}_${id.name}`))
  for (const service of services) collector.own(service)
  const paths: Contract['paths'] = {}
  for (const service of services) {
    for (const [path, item] of Object.entries(collector.paths(service))) {
      if (path in paths) throw new Error(`${path} is in two services' contracts`)
      paths[path] = item
    }
  }
  const webhooks: NonNullable<Contract['webhooks']> = {}
  for (const service of services) {
    for (const [name, item] of Object.entries(collector.webhooks(service))) {
      if (name in webhooks) throw new Error(`Webhook ${name} is in two services' contracts`)
      webhooks[name] = item
    }
  }
  // One default for the whole document: every service has the same (an operation keeps its own).
  const defaults = services.map((service) => JSON.stringify(collector.security(readContract(service).security ?? [], service)))
  if (new Set(defaults).size > 1) throw new Error('The services differ in their default security: the join would have to copy it onto each operation')
  const contracts = services.map(readContract)
  return {
    openapi: contracts[0]!.openapi,
    info: withContact(info, publication),
    servers: publication.servers,
    security: JSON.parse(defaults[0]!) as SecurityRequirement[],
    tags: contracts.flatMap((contract) => contract.tags ?? []),
    'x-tagGroups': contracts.map((contract) => ({ name: contract.info.title, tags: (contract.tags ?? []).map((tag) => tag.name) })),
    paths,
    ...(Object.keys(webhooks).length ? { webhooks } : {}),
    components: collector.components,
  }
}

/** Every $ref of a document that points outside it. */
export function externalRefs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(externalRefs)
  if (!isObject(node)) return []
  const own = typeof node.$ref === 'string' && !node.$ref.startsWith('#') ? [node.$ref] : []
  return [...own, ...Object.values(node).flatMap(externalRefs)]
}
