// Changing an agent's details, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { agentKeys } from './agent-keys'

export type AgentUpdate = components['schemas']['AgentUpdate']

/** PUT /mer/api/v1/Agent?id= */
export function updateAgent({ id, body }: { id: number; body: AgentUpdate }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Agent', { params: { query: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

export function useUpdateAgent() {
  return useApprovableMutation({ mutationFn: updateAgent, invalidates: () => [agentKeys.all] })
}
