// Search params of the agents screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, id, oneOf, page, pageSize, text } from '../../lib/search'

export const agentSearchSchema = v.object({
  name: text,
  merchantId: id,
  status: oneOf(entityStatuses),
  page,
  pageSize,
})
