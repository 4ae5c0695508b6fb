// Search params of the product groups list: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, oneOf, page, pageSize, text } from '../../lib/search'

export const productGroupSearchSchema = v.object({
  name: text,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})

export type ProductGroupSearch = v.InferOutput<typeof productGroupSearchSchema>

export const productGroupFilterKeys = ['name', 'status'] as const
