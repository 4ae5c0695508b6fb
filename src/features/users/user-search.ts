// Search params of the users screens: the filters live in the URL, every one with a fallback.
import { entityStatuses, isoDate, cursorListSearch, oneOf, text } from '../../lib/search'

export const userList = cursorListSearch({
  username: text,
  firstName: text,
  lastName: text,
  startDate: isoDate,
  endDate: isoDate,
  status: oneOf(entityStatuses),
})

export type UserListQuery = ReturnType<typeof userList.query>
