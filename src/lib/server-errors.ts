// The platform's field errors onto the form's fields. One notation everywhere: the platform names a
// field by its dotted path in the body (rules.0.amount); TanStack Form names it rules[0].amount.
import type { AnyFormApi } from '@tanstack/react-form'

import { ApiError, type FieldError } from '../api/api-error'
import { fieldRefusalMessage } from './error-messages'

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
 * The nearest field the form has for a path: the path itself, else the closest enclosing path that
 * is a field or holds exactly one field. An error on productIds.2 lands on productIds; one on
 * documents.0.contentBase64 on documents[0].file when that is the document's only field.
 */
function nearestField(form: AnyFormApi, name: string): string | undefined {
  const fields = Object.keys(form.fieldInfo as Record<string, unknown>).filter((field) => form.getFieldMeta(field) !== undefined)
  for (const path of enclosingPaths(name)) {
    if (fields.includes(path)) return path
    const inside = fields.filter((field) => field.startsWith(`${path}.`) || field.startsWith(`${path}[`))
    if (inside.length === 1) return inside[0]
  }
  return undefined
}

/**
 * Shows each field error of the answer under its field (until the user edits it) and returns the
 * errors that name no field of this form, for the form's alert.
 */
export function applyServerErrors(form: AnyFormApi, error: unknown, fieldPath: (bodyPath: string) => string = (path) => path): FieldError[] {
  if (!(error instanceof ApiError)) return []
  const unplaced: FieldError[] = []
  for (const fieldError of error.fieldErrors) {
    const name = formFieldName(fieldPath(fieldError.field))
    const target = nearestField(form, name)
    if (!target) {
      unplaced.push(fieldError)
      continue
    }
    form.setFieldMeta(target, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer: fieldRefusalMessage(fieldError) } }))
  }
  return unplaced
}
