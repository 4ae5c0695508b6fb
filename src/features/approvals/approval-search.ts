// Search params of the approvals screens: the filters live in the URL, every one with a fallback.
import { approvalStatuses, id, isoDate, cursorListSearch, oneOf } from '../../lib/search'

export const approvalList = cursorListSearch(
  {
    status: oneOf(approvalStatuses),
    /** `me`: the requests the signed-in user made, with their outcome. */
    madeBy: oneOf(['me']),
    startDate: isoDate,
    endDate: isoDate,
  },
  {
    /** The request open in the side panel: a shareable link to one request. */
    request: id,
  },
)

export type ApprovalListQuery = ReturnType<typeof approvalList.query>

export const approvalConfigList = cursorListSearch(
  { permissionId: id },
  {
    /** The configuration being edited (its permission id). */
    edit: id,
  },
)

export type ApprovalConfigListQuery = ReturnType<typeof approvalConfigList.query>
