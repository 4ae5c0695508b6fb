import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { ProductGroup } from '../../entities/product-group'
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

/** The form's values for a saved group, or empty for a new one. */
export function valuesOf(group: ProductGroup | undefined): ProductGroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    productIds: group?.products.map((product) => product.id) ?? [],
    status: group?.status === 'Inactive' ? 'Inactive' : 'Active',
  }
}

/** The form's values from a body sent (a request returned for correction): the inverse of the body built on submit. */
export function valuesFromBody(body: Record<string, unknown>): ProductGroupFormValues {
  return {
    name: typeof body.name === 'string' ? body.name : '',
    description: typeof body.description === 'string' ? body.description : '',
    productIds: Array.isArray(body.productIds) ? body.productIds.filter((id): id is number => typeof id === 'number') : [],
    status: body.status === 'Inactive' ? 'Inactive' : 'Active',
  }
}

/** The body sent for the form's values: a creation's, or an update's (with the group's id and status). */
export function bodyOf(value: ProductGroupFormValues, id?: number) {
  const body = { name: value.name.trim(), description: value.description.trim() || null, productIds: value.productIds }
  return id === undefined ? body : { ...body, id, status: value.status }
}
