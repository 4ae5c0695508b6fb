// Create, update, enable and disable an agent, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { agentKeys } from './agent-keys'

export type AgentCreate = components['schemas']['AgentCreate']
export type AgentUpdate = components['schemas']['AgentUpdate']

/** POST /mer/api/v1/Agent/create */
export function createAgent(body: AgentCreate, idempotencyKey: string) {
  return mer.POST('/mer/api/v1/Agent/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /mer/api/v1/Agent?id= */
export function updateAgent({ id, body }: { id: number; body: AgentUpdate }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Agent', { params: { query: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body })
}

/** PUT /mer/api/v1/Agent/EnableDisableAgent/{id} with the reason. */
export function enableDisableAgent({ id, enabled, reason }: { id: number; enabled: boolean; reason: string }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Agent/EnableDisableAgent/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body: { enabled, reason } })
}

const invalidates = () => [agentKeys.all]

export function useCreateAgent() {
  return useApprovableMutation({ mutationFn: createAgent, invalidates })
}

export function useUpdateAgent() {
  return useApprovableMutation({ mutationFn: updateAgent, invalidates })
}

export function useEnableDisableAgent() {
  return useApprovableMutation({ mutationFn: enableDisableAgent, invalidates })
}
