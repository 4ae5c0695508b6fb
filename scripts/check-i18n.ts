// npm run lint:i18n: the committed catalogs hold exactly the messages of the source code. A string
// added without `npm run i18n:extract` would otherwise show its hash id in production, since the
// catalog test (src/lib/i18n.test.ts) can only check the messages the catalogs already hold.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import config from '../lingui.config.ts'

const root = join(import.meta.dirname, '..')
const scratch = mkdtempSync(join(tmpdir(), 'lingui-check-'))

const messageIds = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .split(/\n\n/)
      .map((block) => /^msgid "(.*)"$/m.exec(block)?.[1])
      .filter((id): id is string => Boolean(id)),
  )

try {
  const [catalog] = config.catalogs ?? []
  if (!catalog) throw new Error('lingui.config.ts has no catalog')
  const scratchConfig = join(scratch, 'lingui.config.json')
  writeFileSync(
    scratchConfig,
    JSON.stringify({ ...config, rootDir: root, locales: [config.sourceLocale], catalogs: [{ ...catalog, path: join(scratch, '{locale}', 'messages') }] }),
  )
  const extract = spawnSync('npx', ['lingui', 'extract', '--config', scratchConfig], { cwd: root, encoding: 'utf8' })
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr)
    process.exit(1)
  }
  const inSource = messageIds(join(scratch, config.sourceLocale ?? 'en', 'messages.po'))
  const inCatalog = messageIds(join(root, 'src', 'locales', config.sourceLocale ?? 'en', 'messages.po'))
  const missing = [...inSource].filter((id) => !inCatalog.has(id))
  const unused = [...inCatalog].filter((id) => !inSource.has(id))
  if (missing.length || unused.length) {
    for (const id of missing) console.error(`not in the catalogs: "${id}"`)
    for (const id of unused) console.error(`no longer in the source: "${id}"`)
    console.error('Run npm run i18n:extract, then translate the new messages in every language.')
    process.exit(1)
  }
  console.log(`The catalogs hold the ${inSource.size} messages of the source code.`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
