// Search params of the commission groups screens: the filters live in the URL, every one with a fallback.
import { entityStatuses, cursorListSearch, oneOf, text } from '../../lib/search'

export const commissionGroupList = cursorListSearch({ name: text, status: oneOf(entityStatuses) })

export type CommissionGroupListQuery = ReturnType<typeof commissionGroupList.query>
