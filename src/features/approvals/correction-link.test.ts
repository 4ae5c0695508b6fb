import { describe, expect, it } from 'vitest'

import { correctionLink } from './correction-link'

const returned = (operation: string, entityId: number | null = null, input?: Record<string, unknown>) => ({ id: 41, operation, status: 'Returned' as const, entityId, input })

describe('correctionLink', () => {
  it.each([
    ['createMerchant', '/onboarding/create-merchant'],
    ['createProductGroup', '/Product-Group/create'],
    ['createFeeScheme', '/fee/create'],
    ['createCommissionGroup', '/commission/create'],
    ['createRole', '/Role-Management/create-role'],
    ['createUser', '/User-Management/create-user'],
    ['createAgent', '/agent-management/add-agent'],
  ])('opens %s as its create form, naming the request', (operation, to) => {
    expect(correctionLink(returned(operation))).toEqual({ to, search: { returned: 41 } })
  })

  it.each([
    ['updateProductGroup', '/Product-Group/edit/$id'],
    ['updateFeeScheme', '/fee/$id'],
    ['updateCommissionGroup', '/commission/$id'],
    ['updateRole', '/Role-Management/view/$id'],
    ['updateUser', '/User-Management/edit/$id'],
    ['updateAgent', '/agent-management/$id'],
    ['updateMerchant', '/onboarding/$id'],
  ])('opens %s as the record edit form, by the request entity', (operation, to) => {
    expect(correctionLink(returned(operation, 7))).toEqual({ to, params: { id: '7' }, search: { returned: 41 } })
  })

  it('takes the record from the body sent when the request names no entity', () => {
    expect(correctionLink(returned('updateFeeScheme', null, { id: 12, name: 'Retail' }))).toEqual({ to: '/fee/$id', params: { id: '12' }, search: { returned: 41 } })
  })

  it('has no form for an update that names no record', () => {
    expect(correctionLink(returned('updateProductGroup'))).toBeUndefined()
  })

  it.each(['deleteProductGroup', 'updateUserStatus', 'somethingElse'])('has no form for %s', (operation) => {
    expect(correctionLink(returned(operation, 3))).toBeUndefined()
  })

  it('has no form for a request that is not Returned', () => {
    expect(correctionLink({ ...returned('createFeeScheme'), status: 'Pending' })).toBeUndefined()
  })
})
