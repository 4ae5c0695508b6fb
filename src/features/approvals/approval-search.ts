// Search params of the approvals screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { approvalStatuses, id, isoDate, oneOf, page, pageSize } from '../../lib/search'

export const approvalSearchSchema = v.object({
  status: oneOf(approvalStatuses),
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
})

export const approvalConfigSearchSchema = v.object({
  permissionId: id,
  page,
  pageSize,
})
