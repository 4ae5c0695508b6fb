// The platform's field errors onto the form's fields. One notation everywhere: the platform names a
// field by its dotted path in the body (rules.0.amount); TanStack Form names it rules[0].amount.
import type { AnyFormApi } from '@tanstack/react-form'

import { ApiError, type FieldError } from '../api/api-error'

/** rules.0.amount → rules[0].amount */
export function formFieldName(path: string): string {
  return path
    .split('.')
    .map((segment, index) => (/^[0-9]+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('')
}

/** rules[0].bands[1].amount → itself, rules[0].bands[1], rules[0].bands, rules[0], rules */
export function enclosingPaths(name: string): string[] {
  const paths = [name]
  let current = name
  for (;;) {
    const parent = current.replace(/(\.[^.[\]]+|\[[0-9]+\])$/, '')
    if (parent === current || parent === '') return paths
    paths.push(parent)
    current = parent
  }
}

/**
 * Shows each field error of the answer under its field (until the user edits it) and returns the
 * errors that name no field of this form, for the form's alert.
 */
export function applyServerErrors(form: AnyFormApi, error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return []
  const unplaced: FieldError[] = []
  for (const fieldError of error.fieldErrors) {
    const name = formFieldName(fieldError.field)
    // The nearest field the form has: an error on productIds.2 lands on productIds, one on
    // documents.0.contentBase64 on the documents[0] field.
    const target = enclosingPaths(name).find((candidate) => form.getFieldMeta(candidate) !== undefined)
    if (!target) {
      unplaced.push(fieldError)
      continue
    }
    form.setFieldMeta(target, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: fieldError.message } }))
  }
  return unplaced
}
