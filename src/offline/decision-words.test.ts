// How the banner and the outbox name a queued decision.
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { decisionLabel } from './decision-words'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('decisionLabel', () => {
  it('names the decision by the title the checker saw', () => {
    expect(decisionLabel({ decision: 'approve', requestId: 21, title: 'Onboard merchant Ade Stores Ltd' }, i18n)).toBe('Approve: Onboard merchant Ade Stores Ltd')
    expect(decisionLabel({ decision: 'reject', requestId: 21, title: 'Delete role Tellers' }, i18n)).toBe('Reject: Delete role Tellers')
  })

  it('names a record queued before titles were kept by its number', () => {
    expect(decisionLabel({ decision: 'approve', requestId: 21 }, i18n)).toBe('Approve request #21')
    expect(decisionLabel({ decision: 'reject', requestId: 7, title: null }, i18n)).toBe('Reject request #7')
  })
})
