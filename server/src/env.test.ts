import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { sandboxSigningSecret } from './env.ts'

describe('the sandbox signing secret', () => {
  it('is made once and kept in DATA_DIR, readable by its owner only, so a restart keeps the sessions', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'env-test-')), 'data')
    const first = sandboxSigningSecret(dataDir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(sandboxSigningSecret(dataDir)).toBe(first)
    expect(readFileSync(join(dataDir, 'signing-secret'), 'utf8').trim()).toBe(first)
    expect(statSync(join(dataDir, 'signing-secret')).mode & 0o777).toBe(0o600)
  })

  it('replaces a kept secret that is not one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'env-test-'))
    writeFileSync(join(dataDir, 'signing-secret'), 'short\n')
    const secret = sandboxSigningSecret(dataDir)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(sandboxSigningSecret(dataDir)).toBe(secret)
  })
})
