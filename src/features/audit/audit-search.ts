// Search params of the audit screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { auditEventTypes, id, isoDate, oneOf, page, pageSize, text } from '../../lib/search'

export const auditSearchSchema = v.object({
  username: text,
  eventType: oneOf(auditEventTypes),
  startDate: isoDate,
  endDate: isoDate,
  /** The record open beside the list. */
  record: id,
  page,
  pageSize,
})

export type AuditSearch = v.InferOutput<typeof auditSearchSchema>

export const auditFilterKeys = ['username', 'eventType', 'startDate', 'endDate'] as const
