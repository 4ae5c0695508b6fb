// Search params of the fee schemes list: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, oneOf, page, pageSize, text } from '../../lib/search'

export const feeSchemeSearchSchema = v.object({
  name: text,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})

export type FeeSchemeSearch = v.InferOutput<typeof feeSchemeSearchSchema>

export const feeSchemeFilterKeys = ['name', 'status'] as const
