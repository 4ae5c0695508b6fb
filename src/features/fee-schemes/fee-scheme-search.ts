// Search params of the fee schemes list: the filters live in the URL, every one with a fallback.
import { entityStatuses, cursorListSearch, oneOf, text } from '../../lib/search'

export const feeSchemeList = cursorListSearch({ name: text, status: oneOf(entityStatuses) })

export type FeeSchemeListQuery = ReturnType<typeof feeSchemeList.query>
