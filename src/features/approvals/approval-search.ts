// Search params of the approvals screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { approvalStatuses, id, isoDate, oneOf, page, pageSize } from '../../lib/search'

export const approvalSearchSchema = v.object({
  status: oneOf(approvalStatuses),
  /** `me`: the requests the signed-in user made, with their outcome. */
  madeBy: oneOf(['me']),
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
  /** The request open in the side panel: a shareable link to one request. */
  request: id,
})

export type ApprovalSearch = v.InferOutput<typeof approvalSearchSchema>

export const approvalFilterKeys = ['status', 'madeBy', 'startDate', 'endDate'] as const

export const approvalConfigSearchSchema = v.object({
  permissionId: id,
  page,
  pageSize,
  /** The configuration being edited (its permission id). */
  edit: id,
})

export type ApprovalConfigSearch = v.InferOutput<typeof approvalConfigSearchSchema>

export const approvalConfigFilterKeys = ['permissionId'] as const
