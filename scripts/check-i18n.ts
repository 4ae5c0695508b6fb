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
  const catalogs = config.catalogs ?? []
  if (!catalogs.length) throw new Error('lingui.config.ts has no catalog')
  const scratchConfig = join(scratch, 'lingui.config.json')
  // Each catalog extracted afresh into the scratch folder, under its own file name.
  const name = (path: string) => path.split('/').pop() ?? 'messages'
  writeFileSync(
    scratchConfig,
    JSON.stringify({ ...config, rootDir: root, locales: [config.sourceLocale], catalogs: catalogs.map((catalog) => ({ ...catalog, path: join(scratch, '{locale}', name(catalog.path)) })) }),
  )
  const extract = spawnSync('npx', ['lingui', 'extract', '--config', scratchConfig], { cwd: root, encoding: 'utf8' })
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr)
    process.exit(1)
  }
  let failed = false
  let total = 0
  for (const catalog of catalogs) {
    const file = `${name(catalog.path)}.po`
    const inSource = messageIds(join(scratch, config.sourceLocale ?? 'en', file))
    const inCatalog = messageIds(join(root, 'src', 'locales', config.sourceLocale ?? 'en', file))
    const missing = [...inSource].filter((id) => !inCatalog.has(id))
    const unused = [...inCatalog].filter((id) => !inSource.has(id))
    for (const id of missing) console.error(`not in ${file}: "${id}"`)
    for (const id of unused) console.error(`no longer in the source of ${file}: "${id}"`)
    failed ||= missing.length > 0 || unused.length > 0
    total += inSource.size
  }
  if (failed) {
    console.error('Run npm run i18n:extract, then translate the new messages in every language.')
    process.exit(1)
  }
  console.log(`The catalogs hold the ${total} messages of the source code (${catalogs.length} catalogs).`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
