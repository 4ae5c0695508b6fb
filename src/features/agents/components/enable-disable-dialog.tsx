import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { AppDialog } from '../../../components/dialogs/app-dialog'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import type { MutationOutcome } from '../../../lib/mutation-outcome'
import { useEnableDisableAgent } from '../api/save-agent'

// The contract's bounds (openapi/mer.yaml EnableDisableRequest.reason).
const reasonLimits = { min: 3, max: 500 } as const

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
  const { t, i18n } = useLingui()
  const mutation = useEnableDisableAgent()
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: {
      onChange: v.object({
        reason: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(i18n._(msg`Give the reason`)),
          v.minLength(reasonLimits.min, i18n._(msg`The reason needs at least ${reasonLimits.min} characters`)),
          v.maxLength(reasonLimits.max, i18n._(msg`The reason can have at most ${reasonLimits.max} characters`)),
        ),
      }),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!agent) return
      const outcome = await mutation.submit({ id: agent.id, enabled: !agent.enabled, reason: value.reason.trim() }, { form: formApi })
      if (!outcome) return
      formApi.reset()
      mutation.reset()
      onDone(outcome, agent)
    },
  })
  const close = () => {
    form.reset()
    mutation.reset()
    onClose()
  }
  const enabling = agent ? !agent.enabled : false
  return (
    <AppDialog
      open={agent !== null}
      role="dialog"
      testId="enable-disable-agent-dialog"
      onDismiss={mutation.isPending ? undefined : close}
      title={agent ? enabling ? <Trans>Enable the agent {agent.code}?</Trans> : <Trans>Disable the agent {agent.code}?</Trans> : null}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={mutation.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette={enabling ? 'brand' : 'red'} type="submit" form="enable-disable-agent-form" loading={mutation.isPending}>
            {enabling ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
          </Button>
        </>
      }
    >
      <FormElement form={form} id="enable-disable-agent-form">
        <Stack gap="3">
          <MutationErrorAlert error={mutation.error} />
          <p>
            {enabling ? (
              <Trans>{agent?.businessName} can transact again once enabled.</Trans>
            ) : (
              <Trans>{agent?.businessName} cannot transact while disabled.</Trans>
            )}
          </p>
          <form.AppField name="reason">
            {(field) => (
              <field.TextAreaField
                label={t`Reason`}
                required
                rows={3}
                maxLength={reasonLimits.max}
                helperText={
                  <>
                    {t`Kept in the audit trail.`} {field.state.value.trim().length}/{reasonLimits.max}
                  </>
                }
              />
            )}
          </form.AppField>
        </Stack>
      </FormElement>
    </AppDialog>
  )
}
