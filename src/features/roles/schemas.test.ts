import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'

import { bodyOf, groupPermissions, groupState, roleSchema, toggleGroup, valuesFromBody } from './schemas'

const catalogue = [
  { permissionId: 1, groupName: 'Dashboard', shortName: 'View Dashboard', description: null },
  { permissionId: 3, groupName: 'Merchant', shortName: 'Create Merchant', description: 'Onboard a merchant' },
  { permissionId: 4, groupName: 'Merchant', shortName: 'View Merchant', description: null },
  { permissionId: 5, groupName: 'Merchant', shortName: 'Update Merchant', description: null },
]

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('the permission matrix', () => {
  it('groups the catalogue in its order', () => {
    const groups = groupPermissions(catalogue)
    expect(groups.map((g) => g.groupName)).toEqual(['Dashboard', 'Merchant'])
    expect(groups[1]!.permissions.map((p) => p.permissionId)).toEqual([3, 4, 5])
  })

  it('says whether a group is wholly, partly or not chosen', () => {
    const merchant = groupPermissions(catalogue)[1]!
    expect(groupState(merchant, new Set([3, 4, 5]))).toBe('all')
    expect(groupState(merchant, new Set([4]))).toBe('some')
    expect(groupState(merchant, new Set([1]))).toBe('none')
  })

  it('chooses a whole group with one click, and empties it with the next; permissions the user may not change stay', () => {
    const merchant = groupPermissions(catalogue)[1]!
    const all = toggleGroup(merchant, [1, 4], () => true)
    expect(all).toEqual([1, 3, 4, 5])
    expect(toggleGroup(merchant, all, () => true)).toEqual([1])
    // 3 is not the user's to give: the group's click leaves it out.
    expect(toggleGroup(merchant, [1], (id) => id !== 3)).toEqual([1, 4, 5])
    expect(toggleGroup(merchant, [1, 3, 4, 5], (id) => id !== 3)).toEqual([1, 3])
  })
})

describe('the role form schema', () => {
  it('refuses a blank name and a role without permissions, with a message on each', () => {
    const result = v.safeParse(roleSchema(i18n), { name: '  ', description: '', status: 'Active', permissionIds: [] })
    expect(result.success).toBe(false)
    const paths = result.issues?.map((issue) => issue.path?.map((p) => p.key).join('.'))
    expect(paths).toEqual(expect.arrayContaining(['name', 'permissionIds']))
  })

  it('accepts a named role with a permission', () => {
    expect(v.safeParse(roleSchema(i18n), { name: 'Compliance Analyst', description: 'AML', status: 'Active', permissionIds: [3] }).success).toBe(true)
  })
})

describe('role body sent and reopened', () => {
  it('reopens a creation sent and sends the same body again', () => {
    const sent = { name: 'Tellers', description: null, permissionIds: [2, 9], clientType: 'Admin' }
    expect(bodyOf(valuesFromBody(sent))).toEqual(sent)
  })

  it('keeps an update’s record id and status', () => {
    const sent = { id: 3, status: 'Inactive', name: 'Auditors', description: 'Read only', permissionIds: [1] }
    const values = valuesFromBody(sent)
    expect(values.status).toBe('Inactive')
    expect(bodyOf(values, 3)).toEqual(sent)
  })
})
