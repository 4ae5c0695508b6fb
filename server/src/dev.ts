// npm run dev: the sandbox platform in watch mode on 8080 beside Vite's dev server (which proxies the API).
import { spawn } from 'node:child_process'

const children = [
  spawn('node', ['--watch-path=server/src', '--watch-path=openapi', '--import', 'tsx', 'server/src/start.ts'], { stdio: 'inherit', env: { ...process.env, SKIP_BUILD: '1' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => {
  if (code) {
    stop()
    process.exit(code)
  }
})
