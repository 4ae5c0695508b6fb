// Search params of the users screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, isoDate, oneOf, page, pageSize, text } from '../../lib/search'

export const userSearchSchema = v.object({
  username: text,
  firstName: text,
  lastName: text,
  startDate: isoDate,
  endDate: isoDate,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})

export type UserSearch = v.InferOutput<typeof userSearchSchema>

export const userFilterKeys = ['username', 'firstName', 'lastName', 'startDate', 'endDate', 'status'] as const
