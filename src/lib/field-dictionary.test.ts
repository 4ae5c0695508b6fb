import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { productGroupFields } from '../entities/product-group'
import { formatFieldText } from './field-dictionary'
import { AccessDeniedError, hasPermission, permission, requirePermission } from './permissions'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('field dictionary', () => {
  it('formats a value as its field reads, for the CSV and the comparisons', () => {
    expect(formatFieldText(productGroupFields.status, 'Active', i18n, 'en')).toBe('Active')
    expect(
      formatFieldText(
        productGroupFields.products,
        [
          { id: 1, name: 'Cash deposit' },
          { id: 2, name: 'Airtime top-up' },
        ],
        i18n,
        'en',
      ),
    ).toBe('Cash deposit, Airtime top-up')
    expect(formatFieldText({ label: productGroupFields.name.label, kind: 'money' }, 125050, i18n, 'en')).toBe('₦1,250.50')
    expect(formatFieldText(productGroupFields.description, null, i18n, 'en')).toBe('')
  })
})

describe('permissions in the interface', () => {
  const held = [{ groupName: 'Product Group', shortName: 'View' }]
  it('checks a typed permission of the catalogue and refuses a route without it', () => {
    expect(hasPermission(held, permission('Product Group', 'View'))).toBe(true)
    expect(hasPermission(held, permission('Product Group', 'Update'))).toBe(false)
    expect(() => requirePermission({ permissions: held }, permission('Product Group', 'View'))).not.toThrow()
    expect(() => requirePermission({ permissions: held }, permission('Product Group', 'Delete'))).toThrow(AccessDeniedError)
  })
})
