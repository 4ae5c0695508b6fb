// Search params of the merchants screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, id, oneOf, page, pageSize, text } from '../../lib/search'

export const merchantSearchSchema = v.object({
  businessName: text,
  status: oneOf(entityStatuses),
  superAgentId: id,
  page,
  pageSize,
})

export type MerchantSearch = v.InferOutput<typeof merchantSearchSchema>

export const merchantFilterKeys = ['businessName', 'status', 'superAgentId'] as const

/** The merchant page's section, in the URL so a link opens it. */
export const merchantSections = ['details', 'documents', 'configuration', 'agents', 'transactions', 'history'] as const
export type MerchantSection = (typeof merchantSections)[number]

export const merchantPageSearchSchema = v.object({
  section: oneOf(merchantSections),
})
