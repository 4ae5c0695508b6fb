import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { caseAssignSchema, caseCommentSchema, caseResolveSchema } from './schemas'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const problems = (result: { issues?: readonly { message: string }[] | undefined }) => (result.issues ?? []).map((issue) => issue.message)

describe('the case forms', () => {
  it('refuse an empty comment and control characters', () => {
    expect(problems(v.safeParse(caseCommentSchema(i18n), { comment: '   ' }))).toEqual(['The comment needs at least 1 characters'])
    expect(problems(v.safeParse(caseCommentSchema(i18n), { comment: 'ok\u0007' }))).toEqual(['The comment cannot contain control characters'])
    expect(v.safeParse(caseCommentSchema(i18n), { comment: ' Called the customer ' }).success).toBe(true)
  })

  it('need a person who does not have the case already', () => {
    expect(problems(v.safeParse(caseAssignSchema(i18n, 4), { assignee: null }))).toEqual(['Choose a person'])
    expect(problems(v.safeParse(caseAssignSchema(i18n, 4), { assignee: 4 }))).toEqual(['The case is already assigned to this person'])
    expect(v.safeParse(caseAssignSchema(i18n, 4), { assignee: 7 }).success).toBe(true)
  })

  it('need an outcome and at least 5 characters of what was done', () => {
    expect(problems(v.safeParse(caseResolveSchema(i18n), { outcome: null, resolution: 'done' }))).toEqual(['Choose the outcome', 'What was done needs at least 5 characters'])
    expect(v.safeParse(caseResolveSchema(i18n), { outcome: 'ReversalCompleted', resolution: 'The issuer reversed the debit' }).success).toBe(true)
  })
})
