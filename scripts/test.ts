// npm test: every check in order, stopping at the first failure, with the time each took.
import { spawnSync } from 'node:child_process'

const steps: [name: string, command: string][] = [
  ['type-check', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['formatting (Prettier, the house style in .prettierrc.json)', 'npm run --silent format:check'],
  ['contract lint and generated clients', 'npm run --silent lint:contracts'],
  ['contract bounds (Spectral, OWASP API4 rules)', 'npm run --silent lint:owasp'],
  ['catalogs match the source messages', 'npm run --silent lint:i18n'],
  ['unit, server and contract tests (Vitest)', 'npm run --silent test:unit'],
  ['production build', 'npm run --silent build'],
  ['end-to-end tests (Playwright, system Chromium)', 'npm run --silent test:e2e'],
]

const only = process.argv.slice(2)
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command}`)
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, CI: process.env.CI ?? '1' } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}
console.log('\nAll checks passed.')
