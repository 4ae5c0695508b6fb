// Search params of the cases screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { caseStatuses, id, oneOf, page, pageSize, text } from '../../lib/search'

export const caseSearchSchema = v.object({
  status: oneOf(caseStatuses),
  transactionReference: text,
  page,
  pageSize,
})

export const viewCaseSearchSchema = v.object({
  id,
})
