import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { compareEntities } from '../../components/data-comparison/data-comparison'
import { commissionGroupFields } from '../../entities/commission-group'
import { fieldsOfEntity } from '../../entities/registry'
import { formatFieldText } from '../../lib/field-dictionary'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('commission group in the entity words', () => {
  it('is the dictionary approvals and the audit trail read for CommissionGroup', () => {
    expect(fieldsOfEntity('CommissionGroup')).toBe(commissionGroupFields)
  })

  it('names a changed share by its product and reads it as a percent', () => {
    const rule = (agent: number, platform: number) => ({
      product: { id: 1, code: 'CASH_DEPOSIT', name: 'Cash deposit' },
      agentSharePercent: agent,
      superAgentSharePercent: 30,
      platformSharePercent: platform,
    })
    const before = JSON.stringify({ name: 'Lagos split', status: 'Active', rules: [rule(50, 20)] })
    const after = JSON.stringify({ name: 'Lagos split', status: 'Active', rules: [rule(55, 15)] })
    const comparison = compareEntities(before, after, ['rules'], commissionGroupFields, (label) => i18n._(label))
    const agent = comparison.rows.find((row) => row.path === 'rules.0.agentSharePercent')
    expect(agent?.labels).toEqual(['Commission shares', 'Cash deposit', 'Agent share'])
    expect(agent?.changed).toBe(true)
    expect(formatFieldText(agent?.definition, agent?.after, i18n, 'en')).toBe('55%')
    expect(formatFieldText(agent?.definition, 12.5, i18n, 'fr')).toBe('12,5\u00a0%')
    expect(comparison.rows.filter((row) => row.changed).map((row) => row.path)).toEqual(['rules.0.agentSharePercent', 'rules.0.platformSharePercent'])
  })
})
