// npm run dev: the sandbox platform in watch mode on 8080 beside Vite's dev server (which proxies the API).
import { spawn } from 'node:child_process'

import { DataDirLockedError, liveOwnerOf } from './db/data-dir-lock.ts'
import { loadEnv } from './env.ts'

// The watched server takes the lock itself; checking here stops before Vite starts, since a
// watched process that fails only waits for file changes.
const env = loadEnv()
const owner = env.databaseUrl ? null : liveOwnerOf(env.dataDir)
if (owner) {
  console.error(new DataDirLockedError(env.dataDir, owner).message)
  process.exit(1)
}

const children = [
  spawn('node', ['--watch-path=server/src', '--watch-path=openapi', '--import', 'tsx', 'server/src/start.ts'], { stdio: 'inherit', env: { ...process.env, SKIP_BUILD: '1' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop()
      process.exit(code)
    }
  })
