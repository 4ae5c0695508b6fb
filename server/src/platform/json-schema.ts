// One JSON Schema 2020-12 validator (OpenAPI 3.1 schemas) for requests, and for examples in tests.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

import type { JsonSchema } from './contracts.ts'

// ajv-formats is CommonJS; its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule)

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
  if (!errors?.length) return []
  const messages = new Set<string>()
  for (const e of errors) {
    // oneOf/anyOf umbrella errors repeat what their branches already said.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') continue
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.')
    let field = prefix + path
    let message = e.message ?? 'is invalid'
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
    messages.add(field ? `${field}: ${message}` : message)
  }
  return [...messages]
}
