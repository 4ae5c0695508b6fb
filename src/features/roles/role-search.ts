// Search params of the roles screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, isoDate, oneOf, page, pageSize, text } from '../../lib/search'

export const roleSearchSchema = v.object({
  name: text,
  startDate: isoDate,
  endDate: isoDate,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})

export type RoleSearch = v.InferOutput<typeof roleSearchSchema>

export const roleFilterKeys = ['name', 'startDate', 'endDate', 'status'] as const
