import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { withoutControlCharacters } from '../../lib/validation'

// The contract's bounds (openapi/pms.yaml ProductGroupCreate / ProductGroupUpdate).
export const productGroupLimits = { name: { min: 2, max: 100 }, description: 500, products: 100 } as const

export function productGroupSchema(i18n: I18n) {
  const { name, description, products } = productGroupLimits
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the product group a name`)),
      v.minLength(name.min, i18n._(msg`The name needs at least ${name.min} characters`)),
      v.maxLength(name.max, i18n._(msg`The name can have at most ${name.max} characters`)),
      v.check(withoutControlCharacters, i18n._(msg`The name cannot contain control characters`)),
    ),
    description: v.pipe(v.string(), v.maxLength(description, i18n._(msg`The description can have at most ${description} characters`))),
    productIds: v.pipe(v.array(v.number()), v.minLength(1, i18n._(msg`Choose at least one product`)), v.maxLength(products, i18n._(msg`Choose at most ${products} products`))),
    status: v.picklist(['Active', 'Inactive'] as const, i18n._(msg`Choose a status`)),
  })
}

export type ProductGroupFormValues = v.InferInput<ReturnType<typeof productGroupSchema>>
