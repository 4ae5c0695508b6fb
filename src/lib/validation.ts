// Form validation with valibot: the first message per field, for the form to show under each input.
import * as v from 'valibot'

export type FieldErrors<T> = Partial<Record<keyof T, string>>

export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: v.InferInput<TSchema>,
): { ok: true; output: v.InferOutput<TSchema> } | { ok: false; errors: FieldErrors<v.InferInput<TSchema>> } {
  const result = v.safeParse(schema, values)
  if (result.success) return { ok: true, output: result.output }
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)
    if (key && !(key in errors)) errors[key] = issue.message
  }
  return { ok: false, errors: errors as FieldErrors<v.InferInput<TSchema>> }
}

export const usernamePattern = /^[A-Za-z0-9._-]{3,50}$/
export const personNamePattern = /^[A-Za-zÀ-ÖØ-öø-ÿ' .-]{1,60}$/
export const nigerianPhonePattern = /^\+234[0-9]{10}$/

export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'firstError' in error && typeof error.firstError === 'string') return error.firstError
  return error instanceof Error ? error.message : String(error)
}

/** True when the text has no control character (the platform refuses them in every field). */
export function withoutControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0)
    if (code < 32 || code === 127) return false
  }
  return true
}
