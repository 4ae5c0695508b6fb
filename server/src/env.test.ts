import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { DEMO_SIMULATE_RATE, loadEnv, sandboxSigningSecret } from './env.ts'

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

describe('SIMULATE_RATE', () => {
  const kept = { ...process.env }
  afterEach(() => {
    process.env = { ...kept }
    vi.restoreAllMocks()
  })
  const load = (vars: Record<string, string>) => {
    const { DEMO_MODE: _demo, SIMULATE_RATE: _rate, ...others } = kept
    process.env = { ...others, DATA_DIR: mkdtempSync(join(tmpdir(), 'env-test-')), NODE_ENV: 'test', ...vars }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`)
    }) as never)
    return loadEnv()
  }

  it('is a gentle rate following the Lagos day in demo mode by default, and off with 0', () => {
    expect(load({})).toMatchObject({ demoMode: true, simulateRate: DEMO_SIMULATE_RATE, simulateLagosHours: true })
    expect(load({ SIMULATE_RATE: '0' })).toMatchObject({ simulateRate: 0 })
    expect(load({ SIMULATE_RATE: '2.5' })).toMatchObject({ simulateRate: 2.5, simulateLagosHours: false })
  })

  it('never runs outside demo mode, and refuses what is not a rate', () => {
    expect(load({ DEMO_MODE: 'false' })).toMatchObject({ demoMode: false, simulateRate: 0 })
    expect(() => load({ DEMO_MODE: 'false', SIMULATE_RATE: '1' })).toThrow('exit 1')
    expect(() => load({ SIMULATE_RATE: 'fast' })).toThrow('exit 1')
    expect(() => load({ SIMULATE_RATE: '-1' })).toThrow('exit 1')
    expect(() => load({ SIMULATE_RATE: '1e3' })).toThrow('exit 1')
  })
})
