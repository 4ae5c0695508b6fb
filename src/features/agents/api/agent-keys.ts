import type { AgentListQuery } from '../agent-search'

/** Query keys of agents: a change invalidates `all` (lists and the record). */
export const agentKeys = {
  all: ['mer', 'agent'] as const,
  list: (filters: AgentListQuery) => [...agentKeys.all, 'list', filters] as const,
  detail: (id: number) => [...agentKeys.all, 'detail', id] as const,
  transactions: (id: number) => [...agentKeys.all, 'transactions', id] as const,
}
