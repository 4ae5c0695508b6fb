import { describe, expect, it } from 'vitest'

import { compile, controlCharacterProblems, createAjv, describeErrors, describeFieldErrors } from './json-schema.ts'

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'rules'],
  properties: {
    name: { type: 'string', maxLength: 5 },
    rules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['amount'],
        properties: { amount: { type: 'integer', minimum: 0 }, bands: { type: 'array', items: { type: 'object', properties: { from: { type: 'integer', minimum: 0 } } } } },
      },
    },
  },
}

describe('describeFieldErrors', () => {
  it('names nested fields by dotted path, the same as the human messages', () => {
    const validate = compile(createAjv(), schema)
    expect(validate({ name: 'too long', rules: [{ amount: 1 }, { amount: -1, bands: [{ from: 0 }, { from: -5 }] }, { extra: true }] })).toBe(false)
    const fields = describeFieldErrors(validate.errors)
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'TOO_LONG', message: 'must NOT have more than 5 characters', values: { limit: 5 } },
        { field: 'rules.1.amount', code: 'OUT_OF_RANGE', message: 'must be >= 0', values: { limit: 0, comparison: '>=' } },
        { field: 'rules.1.bands.1.from', code: 'OUT_OF_RANGE', message: 'must be >= 0', values: { limit: 0, comparison: '>=' } },
        { field: 'rules.2.amount', code: 'REQUIRED', message: 'is required' },
        { field: 'rules.2.extra', code: 'NOT_ALLOWED_FIELD', message: 'is not an allowed field' },
      ]),
    )
    expect(describeErrors(validate.errors)).toEqual(fields.map((f) => `${f.field}: ${f.message}`))
  })

  it('leaves a problem of the whole value without a field', () => {
    const validate = compile(createAjv(), schema)
    expect(validate([])).toBe(false)
    expect(describeFieldErrors(validate.errors)).toEqual([])
    expect(describeErrors(validate.errors)).toEqual(['must be object'])
  })
})

describe('controlCharacterProblems', () => {
  it('finds NUL and other controls at any depth, keeping tab and line breaks in free text only', () => {
    expect(
      controlCharacterProblems({
        name: 'Retail\u0000',
        description: 'Line one\r\nLine two\twith a tab',
        rules: [{ name: 'ok' }, { name: 'bell\u0007' }],
        reason: 'escape \u001b[31m',
        code: 'tab\there',
        note: 'delete\u007f',
      }),
    ).toEqual([
      { field: 'name', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0000)' },
      { field: 'rules.1.name', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0007)' },
      { field: 'reason', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+001B)' },
      { field: 'code', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0009)' },
      { field: 'note', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+007F)' },
    ])
  })

  it('accepts ordinary text, including non-Latin letters and emoji', () => {
    expect(controlCharacterProblems({ name: 'Ọjà Ẹ̀kọ́ ₦ 🙂', count: 3, flag: true, none: null })).toEqual([])
  })
})
