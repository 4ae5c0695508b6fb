// Search params of the audit screens: the filters live in the URL, every one with a fallback.
import { auditEventTypes, id, isoDate, cursorListSearch, oneOf, text } from '../../lib/search'

export const auditList = cursorListSearch(
  {
    username: text,
    eventType: oneOf(auditEventTypes),
    startDate: isoDate,
    endDate: isoDate,
  },
  {
    /** The record open beside the list. */
    record: id,
  },
)

export type AuditListQuery = ReturnType<typeof auditList.query>
