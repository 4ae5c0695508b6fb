// One JSON Schema 2020-12 validator (OpenAPI 3.1 schemas) for requests, and for examples in tests.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

import type { JsonSchema } from './contracts.ts'
import type { ErrorValues, FieldErrorCode } from './error-codes.ts'
import { describeFieldError, type FieldError, type Problem } from './http.ts'

// ajv-formats is CommonJS; its default export arrives wrapped under Node's ESM loader.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule

export function createAjv(options: { coerceTypes?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: options.coerceTypes ?? false,
    useDefaults: true,
    multipleOfPrecision: 6,
    discriminator: false,
  })
  addFormats(ajv)
  return ajv
}

export function compile(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  return ajv.compile(schema)
}

/** Human messages naming each bad field, e.g. "businessName: must NOT have fewer than 2 characters". */
export function describeErrors(errors: ErrorObject[] | null | undefined, prefix = ''): string[] {
  return describeProblems(errors, prefix).map((p) => (p.field ? describeFieldError(p) : p.message))
}

/** The same problems as fields: dotted paths in the body (`rules.0.amount`) or parameter names. */
export function describeFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  return describeProblems(errors, prefix).filter((p) => p.field !== '')
}

/** For badRequest: field problems, and plain messages for problems of the whole value. */
export function validationProblems(errors: ErrorObject[] | null | undefined, prefix = ''): Problem[] {
  return describeProblems(errors, prefix).map((p) => (p.field ? p : p.message))
}

const limitCodes: Record<string, FieldErrorCode> = {
  minLength: 'TOO_SHORT',
  minItems: 'TOO_SHORT',
  minProperties: 'TOO_SHORT',
  maxLength: 'TOO_LONG',
  maxItems: 'TOO_LONG',
  maxProperties: 'TOO_LONG',
}
const rangeKeywords = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])
const plainCodes: Record<string, FieldErrorCode> = {
  required: 'REQUIRED',
  additionalProperties: 'NOT_ALLOWED_FIELD',
  unevaluatedProperties: 'NOT_ALLOWED_FIELD',
  type: 'TYPE',
  pattern: 'PATTERN',
  format: 'FORMAT',
  uniqueItems: 'DUPLICATE',
  multipleOf: 'OUT_OF_RANGE',
}

/** The field code of one schema keyword that failed, and the values its message is built from. */
function fieldCodeOf(e: ErrorObject): { code: FieldErrorCode; values?: ErrorValues } {
  const params = e.params as { limit?: number; comparison?: string; allowedValues?: unknown[]; allowedValue?: unknown }
  const limitCode = limitCodes[e.keyword]
  if (limitCode) return { code: limitCode, values: { limit: Number(params.limit) } }
  if (rangeKeywords.has(e.keyword)) return { code: 'OUT_OF_RANGE', values: { limit: Number(params.limit), comparison: String(params.comparison) } }
  if (e.keyword === 'enum') return { code: 'NOT_ALLOWED_VALUE', values: { allowed: (params.allowedValues ?? []).join(', ') } }
  if (e.keyword === 'const') return { code: 'NOT_ALLOWED_VALUE', values: { allowed: String(params.allowedValue) } }
  return { code: plainCodes[e.keyword] ?? 'INVALID' }
}

/** A problem with an empty field concerns the whole value (a body that is not an object). */
function describeProblems(errors: ErrorObject[] | null | undefined, prefix: string): FieldError[] {
  if (!errors?.length) return []
  const problems = new Map<string, FieldError>()
  for (const e of errors) {
    // oneOf/anyOf umbrella errors repeat what their branches already said.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') continue
    const path = e.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.')
    let field = prefix + path
    let message = e.message ?? 'is invalid'
    const { code, values } = fieldCodeOf(e)
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty?: string }).missingProperty)
      field = prefix + (path ? `${path}.${missing}` : missing)
      message = 'is required'
    } else if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty?: string }).additionalProperty)
      field = prefix + (path ? `${path}.${extra}` : extra)
      message = 'is not an allowed field'
    } else if (e.keyword === 'enum') {
      message = `must be one of ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')}`
    }
    problems.set(`${field}\u0000${message}`, { field, code, message, ...(values ? { values } : {}) })
  }
  return [...problems.values()]
}

// C0 controls and DEL: PostgreSQL refuses NUL in text, and none of them belongs in a name, a code
// or a number. Tab, LF and CR are kept in free text, which a user types in a multi-line box.
const lineBreaksAndTab = new Set([9, 10, 13])

/** The first control character of the text (tab, LF and CR allowed in free text), or undefined. */
function firstControlCharacter(text: string, freeText: boolean): string | undefined {
  for (const character of text) {
    const code = character.charCodeAt(0)
    if ((code < 32 || code === 127) && !(freeText && lineBreaksAndTab.has(code))) return character
  }
  return undefined
}

/** Free-text fields, by their last path segment: descriptions, reasons, comments, resolutions. */
const freeTextFields = new Set(['description', 'reason', 'body', 'comment', 'resolution', 'narration'])

function controlCharacterMessage(found: string): string {
  const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
  return `must not contain control characters (found ${code})`
}

/**
 * Every string of a request value with a control character in it, at any depth, as field problems
 * (`rules.0.name`, `PageSize`). Field names are checked too: a bad one is reported at its parent.
 */
export function controlCharacterProblems(value: unknown, path: string[] = []): FieldError[] {
  const problems: FieldError[] = []
  const walk = (node: unknown, at: string[]): void => {
    if (problems.length >= 100) return
    if (typeof node === 'string') {
      const found = firstControlCharacter(node, freeTextFields.has(at[at.length - 1] ?? ''))
      if (found !== undefined) problems.push({ field: at.join('.'), code: 'CONTROL_CHARACTER', message: controlCharacterMessage(found) })
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...at, String(i)]))
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (firstControlCharacter(key, false) !== undefined) {
          problems.push({ field: at.join('.'), code: 'CONTROL_CHARACTER', message: 'has a field name with a control character in it' })
          continue
        }
        walk(item, [...at, key])
      }
    }
  }
  walk(value, path)
  return problems
}
