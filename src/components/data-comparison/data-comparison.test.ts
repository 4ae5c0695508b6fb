import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { merchantFields } from '../../entities/merchant'
import { productGroupFields } from '../../entities/product-group'
import { compareEntities, comparisonTree, humanizeKey, isMoneyKey, type ComparisonNode, type NameOf, type Translate } from './data-comparison'

describe('compareEntities', () => {
  it('flattens nested objects, leaves out internal ids and marks only the changed leaves', () => {
    const before = JSON.stringify({ id: 42, phoneNumber1: '+2348031234567', address: { street: '14 Ojuelegba Road', city: 'Surulere' } })
    const after = JSON.stringify({ id: 42, phoneNumber1: '+2348059876543', address: { street: '14 Ojuelegba Road', city: 'Yaba' } })
    const { rows, isCreation } = compareEntities(before, after, ['phoneNumber1', 'address.city'])
    expect(isCreation).toBe(false)
    expect(rows.map((r) => [r.path, r.changed])).toEqual([
      ['phoneNumber1', true],
      ['address.street', false],
      ['address.city', true],
    ])
    expect(rows[2]).toMatchObject({ labels: ['Address', 'City'], before: 'Surulere', after: 'Yaba' })
  })

  it('names array items by their product and highlights the changed leaf inside an array', () => {
    const rules = (amount: number) => [{ product: { name: 'Cash deposit' }, type: 'Flat', amount }]
    const { rows } = compareEntities(JSON.stringify({ rules: rules(0) }), JSON.stringify({ rules: rules(500) }), ['rules'])
    const amount = rows.find((r) => r.path === 'rules.0.amount')
    expect(amount).toMatchObject({ labels: ['Rules', 'Cash deposit', 'Amount'], key: 'amount', before: 0, after: 500, changed: true })
    expect(rows.find((r) => r.path === 'rules.0.type')?.changed).toBe(false)
    expect(rows.some((r) => r.path.startsWith('rules.0.product'))).toBe(false)
  })

  it('keeps fields that only exist before, and treats a creation as having no before', () => {
    expect(compareEntities('{"a":1,"b":2}', '{"a":1}', ['b']).rows.map((r) => [r.path, r.before, r.after, r.changed])).toEqual([
      ['a', 1, 1, false],
      ['b', 2, null, true],
    ])
    const creation = compareEntities(null, '{"name":"Ada"}', [])
    expect(creation.isCreation).toBe(true)
    expect(creation.rows[0]).toMatchObject({ after: 'Ada', changed: false })
  })

  it('reports unreadable JSON instead of throwing', () => {
    expect(compareEntities('{', '{}', []).unreadable).toBe(true)
  })
})

describe('field names and money', () => {
  it('humanizes API keys', () => {
    expect(humanizeKey('emailAddress1')).toBe('Email address 1')
    expect(humanizeKey('dailyTransactionLimit')).toBe('Daily transaction limit')
    expect(humanizeKey('BVN')).toBe('BVN')
  })

  it('tells money keys from ids and percentages', () => {
    for (const key of ['amount', 'capAmount', 'dailyTransactionLimit', 'upTo', 'fee', 'minAmount']) expect(isMoneyKey(key)).toBe(true)
    for (const key of ['feeSchemeId', 'percent', 'agentSharePercent', 'name', 'transactionCount', 'accountNumber']) expect(isMoneyKey(key)).toBe(false)
  })
})

describe('comparison in the entity words', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const translate: Translate = (label) => i18n._(label)
  it('names the fields of an approval comparison in the entity words, nested list items included', () => {
    const before = JSON.stringify({ name: 'Retail', status: 'Active', products: [{ id: 1, name: 'Cash deposit', category: 'CashDeposit' }] })
    const after = JSON.stringify({ name: 'Retail outlets', status: 'Active', products: [{ id: 1, name: 'Cash deposit', category: 'CashDeposit' }] })
    const comparison = compareEntities(before, after, ['name'], productGroupFields, translate)
    const name = comparison.rows.find((row) => row.path === 'name')
    expect(name?.labels).toEqual(['Name'])
    expect(name?.changed).toBe(true)
    const category = comparison.rows.find((row) => row.path === 'products.0.category')
    expect(category?.labels).toEqual(['Products', 'Cash deposit', 'Category'])
    expect(category?.definition?.kind).toBe('enum')
  })

  it("reads a merchant field by field: nested address, personnel and configuration, money and enums (the audit trail's every change marked)", () => {
    const merchant = {
      businessName: 'Mama Nkechi Ventures',
      businessType: 'SoleProprietorship',
      phoneNumber1: '+2348031234567',
      address: { street: '14 Ojuelegba Road', city: 'Surulere', stateName: 'Lagos' },
      personnel: { username: 'nkechi.eze', bvn: '221*****301' },
      configuration: { feeScheme: { id: 5, name: 'Standard transfers 2026' }, dailyTransactionLimit: 500_000_000 },
      enabled: true,
    }
    const changed = {
      ...merchant,
      phoneNumber1: '+2348059876543',
      address: { ...merchant.address, city: 'Yaba' },
      configuration: { ...merchant.configuration, dailyTransactionLimit: 900_000_000 },
      enabled: false,
    }
    const comparison = compareEntities(JSON.stringify(merchant), JSON.stringify(changed), ['(value)'], merchantFields, translate)
    const row = (path: string) => comparison.rows.find((r) => r.path === path)
    expect(
      comparison.rows
        .filter((r) => r.changed)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['address.city', 'configuration.dailyTransactionLimit', 'enabled', 'phoneNumber1'])
    expect(row('phoneNumber1')?.labels).toEqual(['Phone number'])
    expect(row('address.city')?.labels).toEqual(['Address', 'City'])
    expect(row('personnel.bvn')?.labels).toEqual(['Personnel', 'BVN'])
    expect(row('configuration.dailyTransactionLimit')?.labels).toEqual(['Configuration', 'Daily transaction limit'])
    expect(row('configuration.dailyTransactionLimit')?.definition?.kind).toBe('money')
    // A reference to another record reads as that record's name, not its id.
    expect(row('configuration.feeScheme')?.labels).toEqual(['Configuration', 'Fee scheme'])
    expect(row('configuration.feeScheme')?.after).toEqual({ id: 5, name: 'Standard transfers 2026' })
    expect(row('businessType')?.definition?.kind).toBe('enum')
    expect(row('enabled')?.labels).toEqual(['Enabled'])
  })
})

describe('the comparison as the checker reads it', () => {
  it('groups fields, sections and tables, names items by their references, and leaves no id or path', () => {
    const before = JSON.stringify({
      name: 'Standard',
      rules: [
        {
          productId: 2,
          type: 'Banded',
          bands: [
            { from: 1, upTo: 500000, amount: 20000 },
            { from: 500001, upTo: null, amount: 25000 },
          ],
        },
      ],
    })
    const after = JSON.stringify({
      name: 'Standard',
      rules: [
        {
          productId: 2,
          type: 'Banded',
          bands: [
            { from: 1, upTo: 500000, amount: 20000 },
            { from: 500001, upTo: null, amount: 25500 },
          ],
        },
      ],
    })
    const nameOf: NameOf = (key, id) => (key === 'productId' && id === 2 ? 'Cash withdrawal (card/POS)' : undefined)
    const { rows } = compareEntities(before, after, ['rules'], undefined, undefined, { nameOf })
    const tree = comparisonTree(rows)
    expect(tree[0]).toMatchObject({ type: 'fields', rows: [{ path: 'name' }] })
    const rules = tree[1] as Extract<ComparisonNode, { type: 'section' }>
    expect(rules).toMatchObject({ type: 'section', title: 'Rules', changed: true })
    const rule = rules.children[0] as Extract<ComparisonNode, { type: 'section' }>
    expect(rule.title).toBe('Cash withdrawal (card/POS)')
    const bands = rule.children.find((node) => node.type === 'table') as Extract<ComparisonNode, { type: 'table' }>
    expect(bands.columns.map((c) => c.key)).toEqual(['from', 'upTo', 'amount'])
    expect(bands.items.map((item) => [item.label, item.changed, item.state])).toEqual([
      ['#1', false, 'kept'],
      ['#2', true, 'kept'],
    ])
    expect(bands.items[1]?.cells.get('amount')).toMatchObject({ before: 25000, after: 25500, changed: true })
    expect(rows.some((row) => row.path.endsWith('productId'))).toBe(false)
  })

  it("reads a role's permissions by group in words, and a reference list as one field", () => {
    const { rows } = compareEntities(null, JSON.stringify({ name: 'Tellers', roleIds: [3, 4], permissions: { 'Fee Scheme': 'View, Update' } }), [], undefined, undefined, {
      groupLabel: (group) => `«${group}»`,
    })
    expect(rows.map((row) => [row.path, row.labels.at(-1), row.key])).toEqual([
      ['name', 'Name', 'name'],
      ['roleIds', 'Role ids', 'roleIds'],
      ['permissions.Fee Scheme', '«Fee Scheme»', 'permissionActions'],
    ])
  })

  it('hides an id or code beside the name it stands for', () => {
    const { rows } = compareEntities(null, JSON.stringify({ address: { stateId: 25, stateName: 'Lagos' }, settlement: { bankCode: '058', bankName: 'Guaranty Trust Bank' } }), [])
    expect(rows.map((row) => row.path)).toEqual(['address.stateName', 'settlement.bankName'])
  })

  it('shows the merchant of an agent request once: its id beside the record it names is hidden', () => {
    const { rows } = compareEntities(null, JSON.stringify({ firstName: 'Ada', merchantId: 12, merchant: { id: 12, businessName: 'Ade Stores Ltd' } }), [])
    expect(rows.map((row) => row.path)).toEqual(['firstName', 'merchant'])
  })
})
