import { Button, Field, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'

import { AppDialog } from '../../../components/dialogs/app-dialog'
import { validate } from '../../../lib/validation'
import { rejectionReasonLimits, rejectionSchema } from '../schemas'

interface RejectDialogProps {
  open: boolean
  requestId: number
  pending: boolean
  onCancel: () => void
  onReject: (reason: string) => void
}

/** Asks for the rejection reason (required, 3 to 500 characters) before rejecting. */
export function RejectDialog({ open, requestId, pending, onCancel, onReject }: RejectDialogProps) {
  const { t, i18n } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(rejectionSchema(i18n), { reason })
    if (!checked.ok) {
      setError(checked.errors.reason)
      return
    }
    setError(undefined)
    onReject(checked.output.reason)
  }

  const close = () => {
    setReason('')
    setError(undefined)
    onCancel()
  }

  return (
    <AppDialog
      open={open}
      role="dialog"
      testId="reject-dialog"
      onDismiss={pending ? undefined : close}
      title={<Trans>Reject request #{requestId}</Trans>}
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
      <form id="reject-form" onSubmit={submit} noValidate>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            <Trans>Reason</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          {/* The trimmed design system registers no textarea recipe, so it is passed here. */}
          <Textarea
            name="reason"
            rows={4}
            resize="vertical"
            value={reason}
            maxLength={rejectionReasonLimits.max}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t`Tell the maker what to correct`}
            autoFocus
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>The maker sees this reason.</Trans>{' '}
              <Text as="span" color="fg.subtle">
                {reason.trim().length}/{rejectionReasonLimits.max}
              </Text>
            </Field.HelperText>
          )}
        </Field.Root>
      </form>
    </AppDialog>
  )
}
