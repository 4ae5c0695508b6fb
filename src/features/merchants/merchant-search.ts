// Search params of the merchants screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, oneOf, page, pageSize, text } from '../../lib/search'

export const merchantSearchSchema = v.object({
  businessName: text,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})
