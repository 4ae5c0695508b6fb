import { Trans, useLingui } from '@lingui/react/macro'

import { ReasonDialog } from '../../../components/dialogs/reason-dialog'
import type { MutationOutcome } from '../../../lib/mutation-outcome'
import { useEnableDisableAgent } from '../api/enable-disable-agent'

export interface AgentToSwitch {
  id: number
  code: string
  businessName: string
  enabled: boolean
}

interface EnableDisableDialogProps {
  agent: AgentToSwitch | null
  onClose: () => void
  onDone: (outcome: MutationOutcome<unknown>, agent: AgentToSwitch) => void
}

/** Enable or disable an agent with a required reason; a refusal stays in the dialog, an outcome goes to the page. */
export function EnableDisableDialog({ agent, onClose, onDone }: EnableDisableDialogProps) {
  const { t } = useLingui()
  const mutation = useEnableDisableAgent()
  const enabling = agent ? !agent.enabled : false
  return (
    <ReasonDialog
      open={agent !== null}
      testId="enable-disable-agent-dialog"
      title={agent ? enabling ? <Trans>Enable the agent {agent.code}?</Trans> : <Trans>Disable the agent {agent.code}?</Trans> : null}
      body={enabling ? <Trans>{agent?.businessName} can transact again once enabled.</Trans> : <Trans>{agent?.businessName} cannot transact while disabled.</Trans>}
      confirmLabel={enabling ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
      tone={enabling ? 'brand' : 'red'}
      keptIn={t`Kept in the audit trail.`}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={async (reason, form) => {
        if (!agent) return false
        const outcome = await mutation.submit({ id: agent.id, enabled: enabling, reason }, { form })
        if (!outcome) return false
        mutation.reset()
        onDone(outcome, agent)
        return true
      }}
      onClose={() => {
        mutation.reset()
        onClose()
      }}
    />
  )
}
