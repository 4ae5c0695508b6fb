// Search params of the merchants screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { returnedSearch } from '../../lib/returned-request'
import { entityStatuses, id, cursorListSearch, oneOf, text } from '../../lib/search'

/** Manage Merchant's filters: a filter added here reaches the URL, the query key, the route's loader and the export. */
export const merchantList = cursorListSearch({
  businessName: text,
  status: oneOf(entityStatuses),
  superAgentId: id,
})

export type MerchantListQuery = ReturnType<typeof merchantList.query>

/** The merchant page's section, in the URL so a link opens it. */
export const merchantSections = ['details', 'documents', 'configuration', 'agents', 'transactions', 'history'] as const
export type MerchantSection = (typeof merchantSections)[number]

export const merchantPageSearchSchema = v.object({
  section: oneOf(merchantSections),
  // A change of details returned for correction, reopened with what was sent.
  ...returnedSearch,
})
