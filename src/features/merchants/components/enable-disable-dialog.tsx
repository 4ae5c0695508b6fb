import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

import { AppDialog } from '../../../components/dialogs/app-dialog'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import type { MutationOutcome } from '../../../lib/mutation-outcome'
import { useEnableDisableMerchant } from '../api/save-merchant'
import { reasonLimits, reasonSchema } from '../schemas'

interface EnableDisableDialogProps {
  merchant: { id: number; businessName: string; enabled: boolean }
  onClose: () => void
  /** The change applied or sent for approval: the caller says so on its page. */
  onDone: (outcome: MutationOutcome<unknown>, enabled: boolean) => void
}

/** Enables or disables a merchant with the reason (required, 3 to 500 characters); a refusal stays in the dialog. */
export function EnableDisableDialog({ merchant, onClose, onDone }: EnableDisableDialogProps) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const change = useEnableDisableMerchant()
  const enabling = !merchant.enabled
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onChange: reasonSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await change.submit({ id: merchant.id, enabled: enabling, reason: value.reason.trim() }, { form: formApi })
      if (outcome) onDone(outcome, enabling)
    },
  })
  const name = merchant.businessName
  return (
    <AppDialog
      open
      role="dialog"
      testId="enable-disable-dialog"
      onDismiss={change.isPending ? undefined : onClose}
      title={enabling ? <Trans>Enable {name}?</Trans> : <Trans>Disable {name}?</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette={enabling ? 'brand' : 'red'} type="submit" form={formId} loading={change.isPending}>
            {enabling ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm">
          {enabling ? (
            <Trans>Its agents may transact again and its personnel may sign in.</Trans>
          ) : (
            <Trans>Its agents cannot transact and its personnel cannot sign in until it is enabled again.</Trans>
          )}
        </Text>
        <MutationErrorAlert error={change.error} />
        <FormElement form={form} id={formId}>
          <form.AppField name="reason">
            {(field) => (
              <field.TextAreaField
                label={t`Reason`}
                required
                rows={3}
                maxLength={reasonLimits.max}
                helperText={
                  <>
                    {t`Kept in the merchant's history.`} {field.state.value.trim().length}/{reasonLimits.max}
                  </>
                }
              />
            )}
          </form.AppField>
        </FormElement>
      </Stack>
    </AppDialog>
  )
}
