// Search params of the agents screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { entityStatuses, id, oneOf, page, pageSize, text } from '../../lib/search'

export const agentSearchSchema = v.object({
  name: text,
  merchantId: id,
  superAgentId: id,
  stateId: id,
  status: oneOf(entityStatuses),
  enabled: oneOf(['enabled', 'disabled'] as const),
  page,
  pageSize,
})

export type AgentSearch = v.InferOutput<typeof agentSearchSchema>

export const agentFilterKeys = ['name', 'merchantId', 'superAgentId', 'stateId', 'status', 'enabled'] as const

/** Add Agent: ?merchantId= preselects the merchant (the merchant screens link here). */
export const addAgentSearchSchema = v.object({ merchantId: id })
