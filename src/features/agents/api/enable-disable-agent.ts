// Enabling or disabling an agent, under maker-checker when a configuration asks for it.
import { mer } from '../../../api/clients'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { agentKeys } from './agent-keys'

/** PUT /mer/api/v1/Agent/EnableDisableAgent/{id} with the reason. */
export function enableDisableAgent({ id, enabled, reason }: { id: number; enabled: boolean; reason: string }, idempotencyKey: string) {
  return mer.PUT('/mer/api/v1/Agent/EnableDisableAgent/{id}', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body: { enabled, reason } })
}

export function useEnableDisableAgent() {
  return useApprovableMutation({ mutationFn: enableDisableAgent, invalidates: () => [agentKeys.all] })
}
