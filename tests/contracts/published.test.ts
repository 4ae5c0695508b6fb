// The published contracts as an integrator takes them (scripts/publish-contracts.ts): each file stands
// alone, the joined document holds one copy of each shared component, and a client generated from
// every file with openapi-typescript compiles strictly, with openapi-fetch as the README shows.
// Redocly lints them, no warning allowed, in `npm run lint:contracts`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { externalRefs, type Contract } from '../../scripts/bundle-contracts.ts'
import { openapiDir, root, serviceNames } from '../../scripts/contracts.ts'
import { JOINED, publishContracts, publishedContracts } from '../../scripts/publish-contracts.ts'

let folder: string
const read = (file: string) => parse(readFileSync(join(folder, file), 'utf8')) as Contract
const common = parse(readFileSync(join(openapiDir, 'common.yaml'), 'utf8')) as Contract

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'published-contracts-'))
  publishContracts(folder)
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('the published contracts', () => {
  it('are every service, common.yaml and the joined document, none with a $ref outside itself', () => {
    expect(publishedContracts(folder)).toEqual([...serviceNames(), 'common', JOINED.replace(/\.yaml$/, '')].sort().map((name) => `${name}.yaml`))
    for (const file of publishedContracts(folder)) expect(externalRefs(read(file)), file).toEqual([])
  })

  it('publish the changelog of the version they carry', () => {
    const version = read(JOINED).info.version
    for (const file of publishedContracts(folder)) expect(read(file).info.version, file).toBe(version)
    expect(readFileSync(join(folder, 'CHANGELOG.md'), 'utf8')).toContain(`## ${version} (`)
  })

  it("bring into each service's file only the shared components it uses", () => {
    const merchants = read('mer.yaml')
    expect(merchants.components?.securitySchemes).toEqual(common.components?.securitySchemes)
    expect(merchants.components?.schemas).toHaveProperty('ErrorEnvelope')
    // The audit trail has no money in it.
    expect(read('aud.yaml').components?.schemas).not.toHaveProperty('Kobo')
  })

  it('join every service with one copy of each shared component, under its own name and as common.yaml writes it', () => {
    const joined = read(JOINED)
    for (const [kind, shared] of Object.entries(common.components ?? {})) {
      const published = joined.components?.[kind] ?? {}
      for (const [name, component] of Object.entries(shared)) {
        const copies = Object.keys(published).filter((key) => key === name || serviceNames().some((service) => key === `${service}_${name}`))
        expect(copies.length, `${kind}/${name}`).toBeLessThanOrEqual(1)
        if (copies.length) expect(copies, `${kind}/${name}`).toEqual([name])
        if (copies.length) expect(published[name], `${kind}/${name}`).toEqual(component)
      }
    }
    expect(Object.keys(joined.components?.securitySchemes ?? {}).sort()).toEqual(['appId', 'appKey', 'bearerAuth', 'channel'])
    expect(joined.components?.schemas).toHaveProperty('ErrorEnvelope')
    expect(joined.components?.schemas).toHaveProperty('mer_Merchant')
  })

  it('name the sandbox by its absolute URL and a deployment by a variable, and who to contact', () => {
    for (const file of publishedContracts(folder)) {
      const contract = read(file)
      expect(contract.servers, file).toEqual([
        expect.objectContaining({ url: 'http://localhost:8080' }),
        expect.objectContaining({ url: 'https://{host}', variables: { host: expect.objectContaining({ default: expect.any(String) }) } }),
      ])
      expect(contract.info.contact, file).toEqual(expect.objectContaining({ name: expect.any(String), email: expect.any(String) }))
      expect(contract.info.license, file).toEqual(expect.objectContaining({ name: 'Proprietary' }))
    }
  })

  it('each give a client with openapi-typescript that compiles strictly with openapi-fetch', { timeout: 180_000 }, async () => {
    const clients = mkdtempSync(join(tmpdir(), 'published-clients-'))
    try {
      const sources: string[] = []
      for (const file of publishedContracts(folder)) {
        const name = file.replace(/\.yaml$/, '')
        const types = join(clients, `${name}.ts`)
        writeFileSync(types, astToString(await openapiTS(pathToFileURL(join(folder, file)))))
        const client = join(clients, `${name}-client.ts`)
        writeFileSync(client, `import createClient from 'openapi-fetch'\nimport type { paths } from './${name}'\n\nexport const client = createClient<paths>({ baseUrl: 'http://localhost:8080' })\n`)
        sources.push(types, client)
      }
      const program = ts.createProgram(sources, {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        // The generated folder is outside the repository: openapi-fetch is resolved from ours.
        paths: { 'openapi-fetch': [join(root, 'node_modules', 'openapi-fetch')] },
      })
      const errors = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
      expect(errors).toEqual([])
      expect(sources).toHaveLength(2 * publishedContracts(folder).length)
    } finally {
      rmSync(clients, { recursive: true, force: true })
    }
  })
})
