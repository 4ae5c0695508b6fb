// Search params of the commission groups screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, oneOf, page, pageSize, text } from '../../lib/search'

export const commissionGroupSearchSchema = v.object({
  name: text,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})

export type CommissionGroupSearch = v.InferOutput<typeof commissionGroupSearchSchema>

export const commissionGroupFilterKeys = ['name', 'status'] as const
