import { Trans, useLingui } from '@lingui/react/macro'

import { ReasonDialog } from '../../../components/dialogs/reason-dialog'
import type { MutationOutcome } from '../../../lib/mutation-outcome'
import { useEnableDisableMerchant } from '../api/enable-disable-merchant'

interface EnableDisableDialogProps {
  merchant: { id: number; businessName: string; enabled: boolean }
  onClose: () => void
  /** The change applied or sent for approval: the caller says so on its page. */
  onDone: (outcome: MutationOutcome<unknown>, enabled: boolean) => void
}

/** Enables or disables a merchant with the reason (required, 3 to 500 characters); a refusal stays in the dialog. */
export function EnableDisableDialog({ merchant, onClose, onDone }: EnableDisableDialogProps) {
  const { t } = useLingui()
  const change = useEnableDisableMerchant()
  const enabling = !merchant.enabled
  const name = merchant.businessName
  return (
    <ReasonDialog
      open
      testId="enable-disable-dialog"
      title={enabling ? <Trans>Enable {name}?</Trans> : <Trans>Disable {name}?</Trans>}
      body={
        enabling ? <Trans>Its agents may transact again and its personnel may sign in.</Trans> : <Trans>Its agents cannot transact and its personnel cannot sign in until it is enabled again.</Trans>
      }
      confirmLabel={enabling ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
      tone={enabling ? 'brand' : 'red'}
      keptIn={t`Kept in the merchant's history.`}
      pending={change.isPending}
      error={change.error}
      onSubmit={async (reason, form) => {
        const outcome = await change.submit({ id: merchant.id, enabled: enabling, reason }, { form })
        if (outcome) onDone(outcome, enabling)
        return outcome !== null
      }}
      onClose={onClose}
    />
  )
}
