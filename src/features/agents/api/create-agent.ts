// Adding an agent, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { agentKeys } from './agent-keys'

export type AgentCreate = components['schemas']['AgentCreate']

/** POST /mer/api/v1/Agent/create */
export function createAgent(body: AgentCreate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Agent/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useCreateAgent() {
  return useApprovableMutation({ mutationFn: createAgent, invalidates: () => [agentKeys.all] })
}
