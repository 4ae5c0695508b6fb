// The contracts as the sandbox publishes them, under /api/ of the build: each service's YAML
// bundled with what it references (no $ref outside the file: generators that refuse external
// references take it as it is), one joined document for generators that take a single file (one
// copy of each shared component), common.yaml for those who read the shared pieces alone, and a
// rendered reference (Swagger UI, served from the build: nothing from a CDN, no inline script, so
// the CSP stays). Run by the Vite build (vite.config.ts); `node --import tsx
// scripts/publish-contracts.ts <folder> --lint` writes and lints elsewhere.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { stringify } from 'yaml'

import { bundleService, forgetContracts, joinServices, readContract, SHARED, type Contract, type Publication } from './bundle-contracts.ts'
import { root, serviceNames } from './contracts.ts'

export const JOINED = 'backoffice.yaml'
const redocly = join(root, 'node_modules', '.bin', 'redocly')
const swaggerUi = join(root, 'node_modules', 'swagger-ui-dist')
const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }

/** Where a generated client calls (the sources say only "/", the back office's own origin), and who answers for the contracts. */
export const publication: Publication = {
  // x-internal: false, for OWASP API9 (a server's audience): these are published for integrators.
  servers: [
    { url: 'http://localhost:8080', description: 'Local sandbox platform, as `npm start` runs it (PORT, 8080 by default)', 'x-internal': false },
    {
      url: 'https://{host}',
      description: "Production or staging: a deployment of the platform, or the bank's gateway in front of it",
      'x-internal': false,
      variables: { host: { default: 'platform.agent-banking.test', description: 'Host name of the deployment (the default is a placeholder)' } },
    },
  ],
  contact: {
    name: 'Agent Banking Platform, integrator support',
    email: 'api@example.com',
    'x-placeholder': 'The address is a placeholder: each deployment publishes its own.',
  },
}

function write(file: string, contract: Contract): void {
  writeFileSync(file, stringify(contract, { lineWidth: 0 }))
}

/** Every service in one document, the info rewritten for the whole. */
export function joinedContract(): Contract {
  const services = serviceNames()
  return joinServices(
    {
      title: 'Agent-banking platform API',
      version: readContract(services[0]!).info.version,
      description: [
        'Every service of the agent-banking platform in one document, as the back office calls them.',
        `The services, each also published alone beside this file: ${services.join(', ')}.`,
        "A service's components carry it as a prefix (mer_Merchant); the components the services share (common.yaml's) keep their own name, once (ErrorEnvelope).",
      ].join('\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    publication,
  )
}

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Agent-banking platform API reference</title>
    <link rel="icon" href="/favicon.svg" />
    <link rel="stylesheet" href="swagger-ui.css" />
    <link rel="stylesheet" href="reference.css" />
  </head>
  <body>
    <noscript>The reference needs JavaScript. The contracts themselves: <a href="${JOINED}">${JOINED}</a>.</noscript>
    <div id="reference"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="reference.js"></script>
  </body>
</html>
`

// An external file, not an inline script: the sandbox's CSP allows scripts from itself only.
const starter = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${JOINED.replace(/\.yaml$/, '.json')}',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    supportedSubmitMethods: [],
  })
})
`

// Swagger UI's badges (versions, methods, a string's constraints) are white on light colours and
// its links light blue: darker, for a contrast of 4.5:1. Its list of servers (an unlabelled select)
// serves only "Try it out", which is off: not shown.
const styles = `.swagger-ui .info .title small { background: #4a5160; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info__license__url .link { color: #1d5a9e; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f6aa5; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17754a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5200; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #16756a; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3232a; }
.swagger-ui .json-schema-2020-12-expand-deep-button, .swagger-ui .json-schema-2020-12__attribute { color: #4a5160; }
.swagger-ui .json-schema-2020-12__constraint--string { background-color: #8a5a00; color: #fff; }
.swagger-ui .scheme-container { display: none; }
`

/** Writes the published contracts and the reference into `folder`. */
export function publishContracts(folder: string): void {
  mkdirSync(folder, { recursive: true })
  forgetContracts()
  for (const service of serviceNames()) write(join(folder, `${service}.yaml`), bundleService(service, publication))
  write(join(folder, `${SHARED}.yaml`), bundleService(SHARED, publication))
  const document = joinedContract()
  write(join(folder, JOINED), document)
  // The same as JSON, which the reference reads: a browser parses it many times faster than YAML.
  writeFileSync(join(folder, JOINED.replace(/\.yaml$/, '.json')), JSON.stringify(document))
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) copyFileSync(join(swaggerUi, file), join(folder, file))
  copyFileSync(join(root, 'openapi', 'CHANGELOG.md'), join(folder, 'CHANGELOG.md'))
  writeFileSync(join(folder, 'index.html'), page)
  writeFileSync(join(folder, 'reference.js'), starter)
  writeFileSync(join(folder, 'reference.css'), styles)
}

/** The published contracts of a folder: each service, common.yaml and the joined document. */
export const publishedContracts = (folder: string): string[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()

interface LintReport {
  totals: { errors: number; warnings: number }
  problems: { ruleId: string; severity: string; message: string; location: { source: { ref: string }; pointer: string }[] }[]
}

/** Lints every published contract as an integrator gets it: no error and no warning. */
export function lintPublished(folder: string): void {
  const files = publishedContracts(folder).map((file) => join(folder, file))
  const result = spawnSync(redocly, ['lint', '--config', join(root, 'redocly.yaml'), '--format=json', ...files], { cwd: root, env: quiet, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  // One report per file, one after the other.
  let reports: LintReport[]
  try {
    reports = result.stdout.split(/(?<=\})\s*(?=\{\s*"totals")/).map((text) => JSON.parse(text) as LintReport)
  } catch {
    throw new Error(`redocly lint gave no report:\n${result.stdout}\n${result.stderr}`)
  }
  if (reports.length !== files.length) throw new Error(`redocly lint reported on ${reports.length} of ${files.length} files:\n${result.stderr}`)
  const report = { totals: { errors: 0, warnings: 0 }, problems: reports.flatMap((r) => r.problems) }
  for (const r of reports) {
    report.totals.errors += r.totals.errors
    report.totals.warnings += r.totals.warnings
  }
  if (report.totals.errors + report.totals.warnings === 0) return
  const problems = report.problems.map((p) => `${p.location[0]?.source.ref ?? ''} ${p.location[0]?.pointer ?? ''}: ${p.severity} ${p.ruleId}: ${p.message}`)
  throw new Error(`redocly lint of the published contracts: ${report.totals.errors} errors, ${report.totals.warnings} warnings\n${problems.join('\n')}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : undefined
  const target = given ?? mkdtempSync(join(tmpdir(), 'contracts-'))
  publishContracts(target)
  const lint = process.argv.includes('--lint')
  if (lint) lintPublished(target)
  console.info(`Published contracts in ${target}${lint ? ' (every one lints clean)' : ''}`)
  if (!given) rmSync(target, { recursive: true, force: true })
}
