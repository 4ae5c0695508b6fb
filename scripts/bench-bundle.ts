// npm run bench:bundle: builds, then prints the gzipped JavaScript loaded for /auth/login and for /
// after sign-in: the entry, its static imports, the route's chunks and their imports, the catalog.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    closure(manifest[key].imports ?? [], seen)
  }
  return seen
}

const routeChunks = (pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(key) && manifest[key]?.file.endsWith('.js'))
const gzipOf = (key: string) => gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entry) throw new Error('no entry in the manifest')

const pages: [string, RegExp[]][] = [
  ['/auth/login', [/^src\/routes\/auth\/route\.tsx/, /^src\/routes\/auth\/login\.tsx/, /^src\/locales\/en\/messages\.po/]],
  // Signed in, the business screens' catalog (app.po) comes too.
  ['/ (dashboard, signed in)', [/^src\/routes\/_authenticated\/route\.tsx/, /^src\/routes\/_authenticated\/index\.tsx/, /^src\/locales\/en\/(messages|app)\.po/]],
  // A list screen on the kit: what it adds to the signed-in shell is its own route chunk.
  ['/Product-Group (list, signed in)', [/^src\/routes\/_authenticated\/route\.tsx/, /^src\/routes\/_authenticated\/Product-Group\/index\.tsx/, /^src\/locales\/en\/(messages|app)\.po/]],
  ['/Product-Group/create (form)', [/^src\/routes\/_authenticated\/route\.tsx/, /^src\/routes\/_authenticated\/Product-Group\/create\.tsx/, /^src\/locales\/en\/(messages|app)\.po/]],
]

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
console.log('\nJavaScript loaded per page (gzip -9, KiB)')
console.log('page                         entry+imports  route chunks  total')
for (const [page, patterns] of pages) {
  const base = closure([entry])
  const all = closure([entry, ...patterns.flatMap(routeChunks)])
  const baseBytes = [...base].reduce((sum, key) => sum + gzipOf(key), 0)
  const allBytes = [...all].reduce((sum, key) => sum + gzipOf(key), 0)
  console.log(`${page.padEnd(28)} ${kb(baseBytes).padStart(13)} ${kb(allBytes - baseBytes).padStart(13)} ${kb(allBytes).padStart(6)}`)
}
// The list route's own chunks beyond the signed-in shell (the screen kit and the page).
const shell = closure([entry, ...[/^src\/routes\/_authenticated\/route\.tsx/, /^src\/locales\/en\/(messages|app)\.po/].flatMap(routeChunks)])
for (const [label, pattern] of [
  ['/Product-Group own chunks', /^src\/routes\/_authenticated\/Product-Group\/index\.tsx/],
  ['/Product-Group/create own chunks', /^src\/routes\/_authenticated\/Product-Group\/create\.tsx/],
  ['/ (dashboard) own chunks', /^src\/routes\/_authenticated\/index\.tsx/],
] as const) {
  const own = [...closure(routeChunks(pattern))].filter((key) => !shell.has(key))
  console.log(`${label.padEnd(34)} ${kb(own.reduce((sum, key) => sum + gzipOf(key), 0)).padStart(6)} KiB beyond the signed-in shell`)
}
// nivo comes with the first chart drawn (components/charts/lazy-charts.tsx), not with a route.
const dashboardRoute = closure([entry, ...[/^src\/routes\/_authenticated\/route\.tsx/, /^src\/routes\/_authenticated\/index\.tsx/].flatMap(routeChunks)])
const charts = [...closure(routeChunks(/^src\/components\/charts\/(line|pie)-chart\.tsx/))].filter((key) => !dashboardRoute.has(key))
const nivoInRoutes = [...dashboardRoute].some((key) => /nivo|d3-/.test(key))
console.log(
  `${'nivo line and pie (on the first chart)'.padEnd(34)} ${kb(charts.reduce((sum, key) => sum + gzipOf(key), 0)).padStart(6)} KiB; in the dashboard's route chunks: ${nivoInRoutes ? 'YES' : 'no'}`,
)
console.log('Target: at most 140 KB gzip for /auth/login.')
