// Search params of the agents screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { returnedSearch } from '../../lib/returned-request'
import { entityStatuses, id, cursorListSearch, oneOf, text } from '../../lib/search'

export const agentList = cursorListSearch({
  name: text,
  merchantId: id,
  superAgentId: id,
  stateId: id,
  status: oneOf(entityStatuses),
  enabled: oneOf(['enabled', 'disabled'] as const),
})

export type AgentListQuery = ReturnType<typeof agentList.query>

/** Add Agent: ?merchantId= preselects the merchant (the merchant screens link here). */
// ?returned=: an agent creation returned for correction, reopened filled.
export const addAgentSearchSchema = v.object({ merchantId: id, ...returnedSearch })
