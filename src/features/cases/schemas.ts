// The case forms' rules, checked as the user types and again by the platform.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { caseOutcomeLabels, type CaseOutcome } from '../../entities/case'
import { caseCategories } from '../../lib/search'
import { nigerianPhonePattern, withoutControlCharacters } from '../../lib/validation'

/** Free text of a case: trimmed, within its length, without control characters. */
function text(i18n: I18n, label: string, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(min, i18n._(msg`${label} needs at least ${min} characters`)),
    v.maxLength(max, i18n._(msg`${label} can have at most ${max} characters`)),
    v.check(withoutControlCharacters, i18n._(msg`${label} cannot contain control characters`)),
  )
}

export function raiseCaseSchema(i18n: I18n) {
  return v.object({
    transactionReference: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, i18n._(msg`A transaction reference has letters and digits only, as on the receipt`))),
    category: v.picklist(caseCategories, i18n._(msg`Choose what went wrong`)),
    priority: v.picklist(['Low', 'Medium', 'High'] as const),
    title: text(i18n, i18n._(msg`The title`), 3, 150),
    description: text(i18n, i18n._(msg`The description`), 10, 2000),
    customerName: text(i18n, i18n._(msg`The customer's name`), 2, 120),
    customerPhone: v.pipe(v.string(), v.regex(nigerianPhonePattern, i18n._(msg`A Nigerian phone number: +234 and ten digits`))),
  })
}

/** A comment on a case. */
export function caseCommentSchema(i18n: I18n) {
  return v.object({ comment: text(i18n, i18n._(msg`The comment`), 1, 2000) })
}

/** Who takes the case: a person, not the one who has it already. */
export function caseAssignSchema(i18n: I18n, current: number | undefined) {
  return v.object({
    assignee: v.pipe(
      v.nullable(v.number()),
      v.check((chosen) => chosen !== null, i18n._(msg`Choose a person`)),
      v.check((chosen) => chosen !== current, i18n._(msg`The case is already assigned to this person`)),
    ),
  })
}

const caseOutcomes = Object.keys(caseOutcomeLabels) as [CaseOutcome, ...CaseOutcome[]]

/** How a case was resolved: the outcome and what was done. */
export function caseResolveSchema(i18n: I18n) {
  return v.object({
    outcome: v.pipe(
      v.nullable(v.picklist(caseOutcomes)),
      v.check((chosen) => chosen !== null, i18n._(msg`Choose the outcome`)),
    ),
    resolution: text(i18n, i18n._(msg`What was done`), 5, 2000),
  })
}
