// Search params of the users screens: the filters live in the URL, every one with a fallback.
import { entityStatuses, isoDate, listSearch, oneOf, text } from '../../lib/search'

export const userList = listSearch({
  username: text,
  firstName: text,
  lastName: text,
  startDate: isoDate,
  endDate: isoDate,
  status: oneOf(entityStatuses),
})

export type UserListQuery = ReturnType<typeof userList.query>
