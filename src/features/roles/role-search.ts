// Search params of the roles screens: the filters live in the URL, every one with a fallback.
import { entityStatuses, isoDate, cursorListSearch, oneOf, text } from '../../lib/search'

export const roleList = cursorListSearch({
  name: text,
  startDate: isoDate,
  endDate: isoDate,
  status: oneOf(entityStatuses),
})

export type RoleListQuery = ReturnType<typeof roleList.query>
