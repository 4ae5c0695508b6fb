// Search params of the product groups list: the filters live in the URL, every one with a fallback.
import { entityStatuses, cursorListSearch, oneOf, text } from '../../lib/search'

export const productGroupList = cursorListSearch({ name: text, status: oneOf(entityStatuses) })

export type ProductGroupListQuery = ReturnType<typeof productGroupList.query>
