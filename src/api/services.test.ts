import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { serviceClients } from './clients'
import { platformApiPath, platformServices } from './services'

describe('the platform services', () => {
  it('are the contracts of openapi/, each with its client', () => {
    const contracts = readdirSync(join(import.meta.dirname, '..', '..', 'openapi'))
      .filter((file) => file.endsWith('.yaml') && file !== 'common.yaml')
      .map((file) => file.replace(/\.yaml$/, ''))
    expect([...platformServices].sort()).toEqual(contracts.sort())
    expect(Object.keys(serviceClients).sort()).toEqual([...platformServices].sort())
  })

  it("tell the API's paths from the app's", () => {
    expect(platformApiPath.test('/mer/api/v1/Merchant')).toBe(true)
    expect(platformApiPath.test('/cms/api/v1/Case')).toBe(true)
    expect(platformApiPath.test('/merchants')).toBe(false)
    expect(platformApiPath.test('/onboarding/manage-merchant')).toBe(false)
    expect(platformApiPath.test('/api/backoffice.yaml')).toBe(false)
  })
})
