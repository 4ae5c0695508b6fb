// The contracts as the sandbox publishes them, under /api/ of the build: each service's YAML (with
// common.yaml beside it, so their relative references resolve over HTTP), one joined document for
// generators that take a single file, and a rendered reference (Swagger UI, served from the build:
// nothing from a CDN, no inline script, so the CSP stays). Run by the Vite build (vite.config.ts);
// `node --import tsx scripts/publish-contracts.ts <folder> --lint` writes and lints elsewhere.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { parse, stringify } from 'yaml'

import { openapiDir, root, serviceNames } from './contracts.ts'

export const JOINED = 'backoffice.yaml'
const redocly = join(root, 'node_modules', '.bin', 'redocly')
const swaggerUi = join(root, 'node_modules', 'swagger-ui-dist')
const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }

function run(args: string[]): void {
  const result = spawnSync(redocly, args, { cwd: root, env: quiet, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`redocly ${args[0]} failed:\n${result.stdout}\n${result.stderr}`)
}

/** Every service in one document: components prefixed with their service (info.x-service), the info rewritten for the whole. */
function joinServices(target: string): void {
  run(['join', ...serviceNames().map((name) => join(openapiDir, `${name}.yaml`)), '--prefix-components-with-info-prop', 'x-service', '-o', target])
  const document = parse(readFileSync(target, 'utf8')) as { info: Record<string, unknown> }
  const { version } = document.info
  document.info = {
    title: 'Agent-banking platform API',
    version,
    description: [
      'Every service of the agent-banking platform in one document, as the back office calls them.',
      `The services, each also published alone beside this file: ${serviceNames().join(', ')}.`,
      'Components carry their service as a prefix (mer_Merchant).',
    ].join('\n'),
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  }
  writeFileSync(target, stringify(document, { lineWidth: 0 }))
  // The same as JSON, which the reference reads: a browser parses it many times faster than YAML.
  writeFileSync(target.replace(/\.yaml$/, '.json'), JSON.stringify(document))
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

// Swagger UI's badges (versions, methods) are white on light colours and its links light blue:
// darker, for a contrast of 4.5:1. Its list of servers (an unlabelled select) has one entry, the
// sandbox itself: not shown.
const styles = `.swagger-ui .info .title small { background: #4a5160; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info__license__url .link { color: #1d5a9e; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f6aa5; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17754a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5200; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #16756a; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3232a; }
.swagger-ui .json-schema-2020-12-expand-deep-button, .swagger-ui .json-schema-2020-12__attribute { color: #4a5160; }
.swagger-ui .scheme-container { display: none; }
`

/** Writes the published contracts and the reference into `folder`. */
export function publishContracts(folder: string): void {
  mkdirSync(folder, { recursive: true })
  for (const name of [...serviceNames(), 'common']) copyFileSync(join(openapiDir, `${name}.yaml`), join(folder, `${name}.yaml`))
  joinServices(join(folder, JOINED))
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) copyFileSync(join(swaggerUi, file), join(folder, file))
  writeFileSync(join(folder, 'index.html'), page)
  writeFileSync(join(folder, 'reference.js'), starter)
  writeFileSync(join(folder, 'reference.css'), styles)
}

/** Lints the joined document as published (the services are linted by lint:contracts). */
export function lintPublished(folder: string): void {
  run(['lint', '--config', join(root, 'redocly.yaml'), '--format=stylish', join(folder, JOINED)])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : undefined
  const target = given ?? mkdtempSync(join(tmpdir(), 'contracts-'))
  publishContracts(target)
  const lint = process.argv.includes('--lint')
  if (lint) lintPublished(target)
  console.info(`Published contracts in ${target}${lint ? ' (the joined document lints clean)' : ''}`)
  if (!given) rmSync(target, { recursive: true, force: true })
}
