import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AppDialog } from '../../../components/dialogs/app-dialog'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { rejectionReasonLimits, rejectionSchema } from '../schemas'

interface RejectDialogProps {
  open: boolean
  title: ReactNode
  pending: boolean
  onCancel: () => void
  onReject: (reason: string) => void
}

/** Asks for the rejection reason (required, 3 to 500 characters) before rejecting one or several requests. */
export function RejectDialog({ open, title, pending, onCancel, onReject }: RejectDialogProps) {
  const { t, i18n } = useLingui()
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onChange: rejectionSchema(i18n) },
    onSubmit: ({ value }) => onReject(value.reason.trim()),
  })
  const close = () => {
    form.reset()
    onCancel()
  }
  return (
    <AppDialog
      open={open}
      role="dialog"
      testId="reject-dialog"
      onDismiss={pending ? undefined : close}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="red" type="submit" form="reject-form" loading={pending}>
            <Trans>Reject</Trans>
          </Button>
        </>
      }
    >
      <FormElement form={form} id="reject-form">
        <form.AppField name="reason">
          {(field) => (
            <field.TextAreaField
              label={t`Reason`}
              required
              rows={4}
              maxLength={rejectionReasonLimits.max}
              helperText={
                <>
                  {t`The maker sees this reason.`} {field.state.value.trim().length}/{rejectionReasonLimits.max}
                </>
              }
            />
          )}
        </form.AppField>
      </FormElement>
    </AppDialog>
  )
}
