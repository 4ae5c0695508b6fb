// Refusals are worded from their code in the user's language, with the values they carry; the
// server's English only for a code this build does not know.
import { i18n, type Messages } from '@lingui/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiErrorFrom } from '../api/api-error'
import { fieldRefusalMessage } from './error-messages'
import { errorMessage } from './validation'

const envelope = (body: object) => ({ succeeded: false, message: 'Conflict', data: null, ...body })

describe('refusals in the user language', () => {
  beforeAll(async () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages }
      i18n.load(locale, messages)
    }
    i18n.activate('fr')
  })
  afterAll(() => i18n.activate('en'))

  it('words a known code in French with its values, not the server sentence', () => {
    const error = apiErrorFrom(
      403,
      'Forbidden',
      envelope({ code: 'PERMISSION_DENIED', values: { group: 'Merchant', action: 'Create Merchant' }, errors: ['You do not have the permission Merchant / Create Merchant'] }),
    )
    expect(errorMessage(error)).toBe('Vous n’avez pas la permission Merchant / Create Merchant.')
    const pending = apiErrorFrom(
      409,
      'Conflict',
      envelope({ code: 'APPROVAL_PENDING', values: { entity: 'Ikeja Agents', approvalRequestId: 118, maker: 'maker' }, errors: ['Ikeja Agents already has a pending request #118 …'] }),
    )
    expect(errorMessage(pending)).toBe('Ikeja Agents a déjà une demande en attente d’approbation (n° 118, faite par maker) ; elle doit d’abord être approuvée ou rejetée.')
  })

  it('picks the wording whose values the error carries', () => {
    const decided = (values: object) => apiErrorFrom(409, 'Conflict', envelope({ code: 'ALREADY_DECIDED', values, errors: ['This request was already approved by checker2 on …'] }))
    expect(errorMessage(decided({ status: 'Approved', decidedBy: 'checker2' }))).toBe('Cette demande a déjà été approuvée par checker2.')
    expect(errorMessage(decided({ status: 'Rejected' }))).toBe('Cette demande a déjà été traitée.')
  })

  it('words it in Arabic too', () => {
    i18n.activate('ar')
    try {
      expect(errorMessage(apiErrorFrom(404, 'Not found', envelope({ code: 'NOT_FOUND', errors: ['Merchant 42 was not found'] })))).toBe('لم يُعثر على هذا السجل؛ ربما حُذف.')
    } finally {
      i18n.activate('fr')
    }
  })

  it('shows the server sentence for a code it does not know, or one without its values', () => {
    expect(errorMessage(apiErrorFrom(409, 'Conflict', envelope({ code: 'SOMETHING_NEW', errors: ['Agent AGT-001001 holds this BVN'] })))).toBe('Agent AGT-001001 holds this BVN')
    expect(errorMessage(apiErrorFrom(403, 'Forbidden', envelope({ code: 'PERMISSION_DENIED', errors: ['You do not have the permission X / Y'] })))).toBe('You do not have the permission X / Y')
    expect(errorMessage(apiErrorFrom(409, 'Conflict', envelope({ errors: ['No code at all'] })))).toBe('No code at all')
  })

  it('words field errors from their code, naming the field of a 400', () => {
    const invalid = apiErrorFrom(
      400,
      'Bad Request',
      envelope({
        code: 'VALIDATION_FAILED',
        errors: ['name: must NOT have more than 100 characters'],
        fieldErrors: [{ field: 'name', code: 'TOO_LONG', message: 'must NOT have more than 100 characters', values: { limit: 100 } }],
      }),
    )
    expect(invalid.fieldErrors[0]).toEqual({ field: 'name', code: 'TOO_LONG', message: 'must NOT have more than 100 characters', values: { limit: 100 } })
    expect(fieldRefusalMessage(invalid.fieldErrors[0]!)).toBe('Trop long : 100 au maximum.')
    expect(errorMessage(invalid)).toBe('name: Trop long : 100 au maximum.')
    expect(fieldRefusalMessage({ code: 'INVALID', message: 'the shares add up to 95.00%' })).toBe('the shares add up to 95.00%')
  })
})
