// How the banner and the outbox name a queued decision.
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { decisionLabel, decisionOutcome, refusalWords } from './decision-words'

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

describe('decisionOutcome', () => {
  const refused = { decision: 'approve' as const, status: 'refused' as const, outcome: 'This request was already approved by Tunde Bakare on 2 Nov 2026, 11:04 (Lagos time)' }

  it('words a refusal from the code and values the outbox kept, in the reader’s language', async () => {
    const { i18n: global } = await import('@lingui/core')
    const { messages } = (await import(`../locales/${'fr'}/messages.po`)) as { messages: Record<string, string> }
    global.load('fr', messages)
    global.activate('fr')
    try {
      const words = decisionOutcome({ ...refused, code: 'ALREADY_DECIDED', values: { status: 'Approved', decidedBy: 'Tunde Bakare' } }, global)
      expect(words).toBe('Votre approbation a été refusée : Cette demande a déjà été approuvée par Tunde Bakare.')
    } finally {
      global.activate('en')
    }
  })

  it('keeps the server’s sentence for a record kept before codes were, and says an applied decision in words', () => {
    expect(refusalWords({ ...refused, code: null, values: null })).toBe(refused.outcome)
    expect(decisionOutcome({ decision: 'reject', status: 'applied', outcome: 'Rejected', code: null, values: null }, i18n)).toBe('Your rejection was sent and applied.')
    expect(decisionOutcome({ decision: 'approve', status: 'queued', outcome: null }, i18n)).toBeNull()
  })
})
