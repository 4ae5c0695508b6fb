import { FormApi, type AnyFormApi } from '@tanstack/react-form'
import { describe, expect, it } from 'vitest'

import { ApiError } from '../../api/api-error'
import { applyServerErrors, enclosingPaths, formFieldName } from '../../lib/server-errors'
import { fileKinds, nairaTextToKobo, parseDecimal, phoneValue } from './fields'

describe('one error-path notation', () => {
  it('turns the platform dotted path into the form field name', () => {
    expect(formFieldName('name')).toBe('name')
    expect(formFieldName('rules.0.amount')).toBe('rules[0].amount')
    expect(formFieldName('rules.2.bands.10.upTo')).toBe('rules[2].bands[10].upTo')
    expect(formFieldName('productIds.3')).toBe('productIds[3]')
  })

  it('walks up a path to the nearest enclosing field', () => {
    expect(enclosingPaths('documents[0].contentBase64')).toEqual(['documents[0].contentBase64', 'documents[0]', 'documents'])
    expect(enclosingPaths('rules[1].bands[2].amount')).toEqual(['rules[1].bands[2].amount', 'rules[1].bands[2]', 'rules[1].bands', 'rules[1]', 'rules'])
    expect(enclosingPaths('name')).toEqual(['name'])
  })

  it('puts each field error on its field, the nearest one for a list item, and returns the rest', () => {
    const form = new FormApi({ defaultValues: { name: '', productIds: [1, 2], rules: [{ amount: 0 }], documents: [{ documentTypeId: 1, file: null }] } }) as unknown as AnyFormApi
    form.mount()
    for (const name of ['name', 'productIds', 'rules[0].amount', 'documents[0].file']) form.setFieldMeta(name, (meta) => ({ ...meta }))
    const error = new ApiError(409, ['A product group named Retail already exists'], 'Conflict', null, [
      { field: 'name', message: 'A product group named Retail already exists' },
      { field: 'productIds.1', message: 'unknown product 99' },
      { field: 'rules.0.amount', message: 'must be >= 1' },
      { field: 'documents.0.contentBase64', message: 'the content is not a PDF file as contentType says' },
      { field: 'somethingElse', message: 'not on this form' },
    ])
    const unplaced = applyServerErrors(form, error)
    expect(form.getFieldMeta('name')?.errorMap.onServer).toBe('A product group named Retail already exists')
    expect(form.getFieldMeta('productIds')?.errorMap.onServer).toBe('unknown product 99')
    expect(form.getFieldMeta('rules[0].amount')?.errorMap.onServer).toBe('must be >= 1')
    expect(form.getFieldMeta('documents[0].file')?.errorMap.onServer).toBe('the content is not a PDF file as contentType says')
    expect(unplaced).toEqual([{ field: 'somethingElse', message: 'not on this form' }])
    expect(applyServerErrors(form, new Error('network'))).toEqual([])
  })
})

describe('typed fields', () => {
  it('reads naira as integer kobo and refuses more than two decimals', () => {
    expect(nairaTextToKobo('1,250.50')).toBe(125050)
    expect(nairaTextToKobo('0.01')).toBe(1)
    expect(nairaTextToKobo('5000')).toBe(500000)
    expect(nairaTextToKobo('')).toBeNull()
    expect(nairaTextToKobo('1.234')).toBeNaN()
    expect(nairaTextToKobo('12a')).toBeNaN()
  })

  it('reads decimals with separators and spaces', () => {
    expect(parseDecimal('1 000.5')).toBe(1000.5)
    expect(parseDecimal(' ')).toBeNull()
    expect(parseDecimal('.')).toBeNaN()
  })

  it('keeps a Nigerian phone number as +234 and ten digits, whatever the user types first', () => {
    expect(phoneValue('08031234567')).toBe('+2348031234567')
    expect(phoneValue('8031234567')).toBe('+2348031234567')
    expect(phoneValue('234 803 123 4567')).toBe('+2348031234567')
    expect(phoneValue('')).toBe('')
  })
})

describe('the kinds of file a field takes', () => {
  it('reads as a person names them, not as MIME types', () => {
    expect(fileKinds(['application/pdf', 'image/png', 'image/jpeg'])).toBe('PDF, PNG, JPEG')
    expect(fileKinds(['.pdf', '.jpg', 'image/jpeg'])).toBe('PDF, JPEG')
  })
})
