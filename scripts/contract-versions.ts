// The contracts' semantic version. openapi/released/backoffice.yaml is every service as last
// published; api-smart-diff compares the sources with it and classifies each change. `check` (run
// by `npm test`) fails while a change is not versioned, naming it; `version` moves the version of
// every file (major for a breaking change, which it takes only with --major; minor for an addition
// or a deprecation; patch for words), writes the change into openapi/CHANGELOG.md and publishes
// the new baseline.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { apiCompare, type Diff } from 'api-smart-diff'
import { parse, stringify } from 'yaml'

import { forgetContracts, SHARED, type Contract } from './bundle-contracts.ts'
import { openapiDir, serviceNames } from './contracts.ts'
import { joinedContract } from './publish-contracts.ts'

export const releasedFile = join(openapiDir, 'released', 'backoffice.yaml')
export const changelogFile = join(openapiDir, 'CHANGELOG.md')

export type ChangeLevel = 'breaking' | 'added' | 'deprecated' | 'changed' | 'documentation'

/** One change in words, with the operations (or webhooks) it reaches. */
export interface ContractChange {
  level: ChangeLevel
  text: string
  where: string[]
}

const levelOf: Record<Diff['type'], ChangeLevel> = {
  breaking: 'breaking',
  'non-breaking': 'added',
  deprecated: 'deprecated',
  unclassified: 'changed',
  annotation: 'documentation',
}

const headings: Record<ChangeLevel, string> = {
  breaking: 'Breaking',
  added: 'Added',
  deprecated: 'Deprecated',
  changed: 'Changed',
  documentation: 'Documentation',
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'])
const words = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs'])
/** The document's parts that only describe it (its tags' descriptions, its info). */
const documentWords = new Set(['info', 'tags', 'x-tagGroups', 'externalDocs'])
const combinators = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems'])
const isObject = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null && !Array.isArray(node)

/** A node of a document by its path, following a local $ref. */
function nodeAt(document: unknown, path: readonly (string | number)[]): unknown {
  let node = document
  for (const segment of path) {
    while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) node = nodeAt(document, node.$ref.slice(2).split('/'))
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined
  }
  while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) node = nodeAt(document, node.$ref.slice(2).split('/'))
  return node
}

const quote = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``

/** A schema's path (after `schema`) as a field and what about it changed. */
function schemaChange(diff: Diff, rest: (string | number)[], place: string, document?: unknown): string {
  const field: string[] = []
  for (let i = 0; i < rest.length; i++) {
    const segment = rest[i]!
    if (segment === 'properties') field.push(String(rest[++i]))
    else if (segment === 'items') field.push(field.length ? `${field.pop()!}[]` : '[]')
    else if (segment === 'additionalProperties') field.push('*')
    else if (combinators.has(String(segment)) && i + 2 === rest.length && diff.action !== 'replace') {
      // A whole part of a schema added or removed (an allOf's member): the fields it brings.
      const part = diff.action === 'remove' ? diff.before : diff.after
      const resolved = isObject(part) && typeof part.$ref === 'string' && part.$ref.startsWith('#/') ? nodeAt(document, part.$ref.slice(2).split('/')) : part
      const names = isObject(resolved) && isObject(resolved.properties) ? Object.keys(resolved.properties).map((name) => quote([...field, name].join('.'))) : []
      const verb = diff.action === 'remove' ? 'removed' : 'added'
      if (names.length) return `${verb} ${names.join(', ')} ${diff.action === 'remove' ? 'from' : 'to'} ${place}`
      i++
    } else if (combinators.has(String(segment))) i++
    else {
      const name = field.length ? `${quote(field.join('.'))} in ${place}` : place
      const value = diff.action === 'remove' ? diff.before : diff.after
      if (segment === 'enum') return `${diff.action === 'remove' ? 'removed' : 'added'} value ${quote(value)} of ${name}`
      if (segment === 'required') return `${quote([...field, value].join('.'))} in ${place} ${diff.action === 'remove' ? 'no longer required' : 'required'}`
      if (words.has(String(segment))) return `reworded ${name}`
      if (diff.action === 'replace') return `${String(segment)} of ${name}: ${quote(diff.before)} → ${quote(diff.after)}`
      return `${String(segment)} ${diff.action === 'remove' ? `${quote(diff.before)} removed from` : `${quote(diff.after)} added to`} ${name}`
    }
  }
  const verb = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[diff.action]
  const preposition = { add: 'to', remove: 'from', replace: 'in', rename: 'in' }[diff.action]
  return field.length ? `${verb} ${quote(field.join('.'))} ${preposition} ${place}` : `${verb} ${place}`
}

/** An operation's change in words: where it is (parameter, body, answer) and what happened there. */
function operationChange(diff: Diff, rest: (string | number)[], operation: (string | number)[], before: unknown, after: unknown): string {
  const verb = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[diff.action]
  const [part, ...tail] = rest
  if (part === undefined) return `operation ${verb}`
  if (part === 'deprecated') {
    if (diff.action === 'remove' || diff.after === false) return 'no longer deprecated'
    const sunset = nodeAt(after, [...operation, 'x-sunset'])
    return typeof sunset === 'string' ? `deprecated, may be removed after ${sunset}` : 'deprecated'
  }
  if (words.has(String(part))) return 'descriptions or examples reworded'
  if (String(part).startsWith('x-')) return `${verb} ${String(part)}`
  if (part === 'parameters') {
    const parameter = nodeAt(diff.action === 'remove' ? before : after, [...operation, 'parameters', tail[0]!]) as { name?: string; in?: string } | undefined
    const place = `${parameter?.in ?? 'a'} parameter ${quote(parameter?.name ?? tail[0])}`
    if (tail.length === 1) return `${verb} ${place}`
    if (words.has(String(tail[1]))) return 'descriptions or examples reworded'
    return tail[1] === 'schema'
      ? schemaChange(diff, tail.slice(2), place, diff.action === 'remove' ? before : after)
      : tail[1] === 'required'
        ? `${place} ${diff.after === true ? 'required' : 'no longer required'}`
        : `${String(tail[1])} of ${place}`
  }
  if (part === 'requestBody') {
    if (words.has(String(tail[0])) || (tail[0] === 'content' && words.has(String(tail[2])))) return 'descriptions or examples reworded'
    if (tail[0] === 'content' && tail[2] === 'schema') return schemaChange(diff, tail.slice(3), 'the request body', diff.action === 'remove' ? before : after)
    if (tail[0] === 'required') return diff.after === true ? 'request body required' : 'request body no longer required'
    return `${verb} the request body${tail.length ? ` (${tail.join('.')})` : ''}`
  }
  if (part === 'responses') {
    const place = `the ${String(tail[0])} answer`
    if (tail.length === 1) return `${verb} ${place}`
    if (tail[1] === 'content' && words.has(String(tail[3]))) return 'descriptions or examples reworded'
    if (tail[1] === 'content' && tail[3] === 'schema') return schemaChange(diff, tail.slice(4), place, diff.action === 'remove' ? before : after)
    if (tail[1] === 'headers') return `${verb} header ${quote(tail[2])} ${{ add: 'to', remove: 'from', replace: 'of', rename: 'of' }[diff.action]} ${place}`
    if (words.has(String(tail[1]))) return 'descriptions or examples reworded'
    return `${verb} ${place} (${tail.slice(1).join('.')})`
  }
  if (part === 'security') return `security requirement ${verb}`
  return `${String(part)} ${verb}`
}

/**
 * A value added to an enum marked `x-extensible-enum: true` (Zalando's convention: its description
 * tells clients to expect new values) is an addition, not a breaking change, even in an answer.
 */
function extensibleValueAdded(diff: Diff, after: unknown): boolean {
  const at = diff.path.lastIndexOf('enum')
  if (diff.action !== 'add' || at < 0 || at !== diff.path.length - 2) return false
  const schema = nodeAt(after, diff.path.slice(0, at) as (string | number)[])
  return isObject(schema) && schema['x-extensible-enum'] === true
}

/** A webhook is read as an operation whose answer is the event it posts: the receiver reads it as a client reads an answer. */
function withWebhooksAsAnswers(contract: Contract): Contract {
  const webhooks = (contract as { webhooks?: Record<string, Record<string, { requestBody?: { content?: unknown } }>> }).webhooks
  if (!webhooks) return contract
  const paths = { ...contract.paths }
  for (const [name, item] of Object.entries(webhooks)) {
    const operation = item.post
    paths[`webhook ${name}`] = { post: { ...operation, requestBody: undefined, responses: { event: { description: name, content: operation?.requestBody?.content } } } }
  }
  const { webhooks: _webhooks, ...rest } = contract as Contract & { webhooks?: unknown }
  return { ...rest, paths }
}

/**
 * The schemas' examples beside an `allOf` taken out (a copy). api-smart-diff merges such an example
 * into an extra member of the allOf; a member added to the schema then shifts it, and the example
 * changed with it no longer pairs with the old one: an added `PageCursors` read as the whole answer
 * added. The operations' own examples still say when examples change.
 */
function withoutAllOfExamples<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutAllOfExamples) as T
  if (!isObject(node)) return node
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) if (!(Array.isArray(node.allOf) && (key === 'example' || key === 'examples'))) copy[key] = withoutAllOfExamples(value)
  return copy as T
}

/** Every difference from `before` to `after`, classified by api-smart-diff and worded per operation (the version itself left out). */
export function compareContracts(released: Contract, current: Contract): ContractChange[] {
  const before = withWebhooksAsAnswers(withoutAllOfExamples(released))
  const after = withWebhooksAsAnswers(withoutAllOfExamples({ ...current, info: { ...current.info, version: released.info.version } }))
  const grouped = new Map<string, ContractChange>()
  for (const diff of apiCompare(before, after).diffs) {
    const [root, url, method, ...rest] = diff.path as (string | number)[]
    // A component's change reaches integrators through the operations that use it, reported there.
    if (root === 'components') continue
    let where: string
    let text: string
    if (root === 'paths' && method !== undefined && methods.has(String(method))) {
      where = String(url).startsWith('webhook ') ? String(url) : `${String(method).toUpperCase()} ${String(url)}`
      text = operationChange(diff, rest, ['paths', url!, method], before, after)
    } else if (root === 'paths') {
      where = method === undefined ? String(url) : `${String(url)} (all methods)`
      text = method === undefined ? `path ${{ add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[diff.action]}` : `${String(method)} changed`
    } else {
      where = 'the document'
      text = documentWords.has(String(root)) ? 'descriptions or examples reworded' : `${String(root)}${url === undefined ? '' : `.${String(url)}`} changed`
    }
    const level = extensibleValueAdded(diff, after)
      ? 'added'
      : text === 'descriptions or examples reworded' || text.startsWith('reworded ') || /^((added|removed|changed) )?x-/.test(text)
        ? 'documentation'
        : levelOf[diff.type]
    const key = `${level}|${text}`
    const change = grouped.get(key) ?? { level, text, where: [] }
    if (!change.where.includes(where)) change.where.push(where)
    grouped.set(key, change)
  }
  // A field removed is no longer required either, and one added to an answer as required is there: one line says it.
  const texts = new Set([...grouped.values()].map((c) => c.text))
  const implied = (c: ContractChange) => {
    const removed = /^`(.+)` in (.+) no longer required$/.exec(c.text)
    const added = /^`(.+)` in (.+ answer) required$/.exec(c.text)
    return (removed !== null && texts.has(`removed \`${removed[1]!}\` from ${removed[2]!}`)) || (added !== null && texts.has(`added \`${added[1]!}\` to ${added[2]!}`))
  }
  const order = Object.keys(headings)
  return [...grouped.values()].filter((c) => !implied(c)).sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level) || a.text.localeCompare(b.text))
}

export type Bump = 'major' | 'minor' | 'patch'

/** The version a set of changes needs: major for a breaking one, minor for an addition, a deprecation or an unclassified change, patch for words. */
export function bumpOf(changes: ContractChange[]): Bump | null {
  if (!changes.length) return null
  if (changes.some((c) => c.level === 'breaking')) return 'major'
  if (changes.some((c) => c.level !== 'documentation')) return 'minor'
  return 'patch'
}

export function nextVersion(version: string, bump: Bump): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version)
  if (!match) throw new Error(`${version} is not a semantic version (major.minor.patch)`)
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number]
  return bump === 'major' ? `${major + 1}.0.0` : bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`
}

/** Where a change is, every place in the changelog, the first few in a message. */
const listed = (where: string[], most = Infinity) => {
  const shown = where.slice(0, most).map((w) => `\`${w}\``)
  return where.length > most ? `${shown.join(', ')} and ${where.length - most} more` : shown.join(', ')
}

/** A version's section of the changelog. */
export function changelogEntry(version: string, date: string, changes: ContractChange[]): string {
  const lines = [`## ${version} (${date})`, '']
  for (const level of Object.keys(headings) as ChangeLevel[]) {
    const of = changes.filter((c) => c.level === level)
    if (!of.length) continue
    lines.push(`### ${headings[level]}`, '', ...of.map((c) => `- ${c.text}: ${listed(c.where)}`), '')
  }
  return lines.join('\n')
}

const sourceFiles = () => [...serviceNames(), SHARED].map((name) => join(openapiDir, `${name}.yaml`))

/** The info.version of every source file. */
export function sourceVersions(): Map<string, string> {
  return new Map(sourceFiles().map((file) => [file, String((parse(readFileSync(file, 'utf8')) as Contract).info.version)]))
}

export const readReleased = (): Contract => parse(readFileSync(releasedFile, 'utf8')) as Contract

function currentContract(): Contract {
  forgetContracts()
  return joinedContract()
}

/** What keeps the sources from being published as they are: an unversioned change, versions that disagree, a version the changelog lacks. */
export function versionProblems(released: Contract, current: Contract, versions: Map<string, string>, changelog: string): string[] {
  const problems: string[] = []
  const distinct = new Set(versions.values())
  if (distinct.size > 1)
    problems.push(`The contracts' files carry different versions (${[...versions].map(([file, v]) => `${file.split('/').pop()}: ${v}`).join(', ')}): they are published as one version.`)
  const version = [...distinct][0]!
  const changes = compareContracts(released, current)
  if (changes.length) {
    const bump = bumpOf(changes)
    problems.push(
      [
        `The contracts changed since ${released.info.version} (openapi/released/backoffice.yaml) and the change has no version yet.`,
        bump === 'major'
          ? `It is breaking: it needs a new major version (${nextVersion(released.info.version, 'major')}). If it is meant, run \`npm run contracts:version -- --major\`; if not, put back what was removed or narrowed.`
          : `Run \`npm run contracts:version\` (it will be ${nextVersion(released.info.version, bump!)}).`,
        ...changes.map((c) => `  ${headings[c.level]}: ${c.text}: ${listed(c.where, 6)}`),
      ].join('\n'),
    )
  } else if (version !== released.info.version) {
    problems.push(`The sources say ${version} but the published baseline is ${released.info.version}: run \`npm run contracts:version\`.`)
  }
  if (!new RegExp(`^## ${version.replace(/\./g, '\\.')} \\(`, 'm').test(changelog)) problems.push(`openapi/CHANGELOG.md has no section for ${version}.`)
  return problems
}

/** Moves every source file to `version` (the first `version:` of a file is its info's). */
function writeVersion(version: string): void {
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8')
    const updated = text.replace(/^(info:\n(?:[ ]{2}.*\n)*?[ ]{2}version: ).*$/m, `$1${version}`)
    if ((parse(updated) as Contract).info.version !== version) throw new Error(`Could not set the version of ${file}`)
    writeFileSync(file, updated)
  }
}

function publishBaseline(contract: Contract): void {
  mkdirSync(dirname(releasedFile), { recursive: true })
  writeFileSync(releasedFile, `# The contracts as last published (npm run contracts:version writes it; npm test compares the sources with it).\n${stringify(contract, { lineWidth: 0 })}`)
}

const changelogTitle = `# Changelog of the platform's contracts

One semantic version for every contract of the platform (each service's file, common.yaml and the
joined backoffice.yaml carry it). Each section is written by \`npm run contracts:version\` from the
differences with the version before, found and classified by api-smart-diff. A breaking change (an
operation, field or value removed, a new required input, a narrowed type) moves the major version;
an addition or a deprecation the minor; words and examples the patch.
`

function version(major: boolean, date: string): void {
  const current = currentContract()
  if (!existsSync(releasedFile)) {
    // The first publication: the baseline is what is there.
    publishBaseline(current)
    writeFileSync(changelogFile, `${changelogTitle}\n## ${current.info.version} (${date})\n\nThe first published version.\n`)
    console.info(`Published ${current.info.version} as the first baseline.`)
    return
  }
  const released = readReleased()
  const changes = compareContracts(released, current)
  const bump = bumpOf(changes)
  if (!bump) {
    console.info(`Nothing changed since ${released.info.version}.`)
    return
  }
  if (bump === 'major' && !major) {
    console.error(versionProblems(released, current, sourceVersions(), '').join('\n'))
    process.exit(1)
  }
  const next = nextVersion(released.info.version, major ? 'major' : bump)
  writeVersion(next)
  const changelog = readFileSync(changelogFile, 'utf8')
  const at = changelog.search(/^## /m)
  writeFileSync(changelogFile, `${changelog.slice(0, at)}${changelogEntry(next, date, changes)}\n${changelog.slice(at)}`)
  publishBaseline(currentContract())
  console.info(`${released.info.version} → ${next}:\n${changelogEntry(next, date, changes)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2]
  if (command === 'version') version(process.argv.includes('--major'), new Date().toISOString().slice(0, 10))
  else if (command === 'check') {
    const problems = versionProblems(readReleased(), currentContract(), sourceVersions(), readFileSync(changelogFile, 'utf8'))
    if (problems.length) {
      console.error(problems.join('\n\n'))
      process.exit(1)
    }
    console.info(`Contracts at ${readReleased().info.version}: no unversioned change.`)
  } else {
    console.error('Usage: contract-versions.ts check | version [--major]')
    process.exit(2)
  }
}
