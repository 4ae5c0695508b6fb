import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

export const rejectionReasonLimits = { min: 3, max: 500 } as const

/** The reason a checker gives when rejecting: 3 to 500 characters, not only spaces (apms contract). */
export function rejectionSchema(i18n: I18n) {
  return v.object({
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the reason for rejecting this request`)),
      v.minLength(rejectionReasonLimits.min, i18n._(msg`The reason needs at least ${rejectionReasonLimits.min} characters`)),
      v.maxLength(rejectionReasonLimits.max, i18n._(msg`The reason can have at most ${rejectionReasonLimits.max} characters`)),
    ),
  })
}

export const returnNoteLimits = { min: 3, max: 500 } as const

/** A return for correction: the note the maker reads (3 to 500 characters, not only spaces) and the fields named (apms ApprovalReturn). */
export function returnSchema(i18n: I18n) {
  return v.object({
    note: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Tell the maker what to correct`)),
      v.minLength(returnNoteLimits.min, i18n._(msg`The note needs at least ${returnNoteLimits.min} characters`)),
      v.maxLength(returnNoteLimits.max, i18n._(msg`The note can have at most ${returnNoteLimits.max} characters`)),
    ),
    fields: v.pipe(v.array(v.string()), v.maxLength(50)),
  })
}

/** An approval configuration: the permission and at least one approver role while enabled. */
export function approvalConfigSchema(i18n: I18n) {
  return v.pipe(
    v.object({
      permissionId: v.pipe(v.number(i18n._(msg`Choose a permission`)), v.integer(), v.minValue(1, i18n._(msg`Choose a permission`))),
      roleIds: v.pipe(v.array(v.number()), v.maxLength(20, i18n._(msg`Choose at most 20 roles`))),
      enabled: v.boolean(),
    }),
    v.forward(
      v.check((input) => !input.enabled || input.roleIds.length > 0, i18n._(msg`Choose at least one role that approves, or turn approval off`)),
      ['roleIds'],
    ),
  )
}
