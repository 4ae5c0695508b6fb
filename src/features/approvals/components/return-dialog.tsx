import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AppDialog } from '../../../components/dialogs/app-dialog'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { returnNoteLimits, returnSchema } from '../schemas'

interface ReturnDialogProps {
  open: boolean
  title: ReactNode
  pending: boolean
  /** The request's fields the checker may name, in words. */
  fields: readonly { key: string; label: string }[]
  onCancel: () => void
  onReturn: (note: string, fields: string[]) => void
}

/** Asks for the note (required, 3 to 500 characters) and, optionally, the fields to correct, before returning a request to its maker. */
export function ReturnDialog({ open, title, pending, fields, onCancel, onReturn }: ReturnDialogProps) {
  const { t, i18n } = useLingui()
  const form = useAppForm({
    defaultValues: { note: '', fields: [] as string[] },
    validators: { onChange: returnSchema(i18n) },
    onSubmit: ({ value }) => onReturn(value.note.trim(), value.fields),
  })
  const close = () => {
    form.reset()
    onCancel()
  }
  return (
    <AppDialog
      open={open}
      role="dialog"
      testId="return-dialog"
      onDismiss={pending ? undefined : close}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="brand" type="submit" form="return-form" loading={pending}>
            <Trans>Return to maker</Trans>
          </Button>
        </>
      }
    >
      <FormElement form={form} id="return-form">
        <form.AppField name="note">
          {(field) => (
            <field.TextAreaField
              label={t`What should the maker correct?`}
              required
              rows={4}
              maxLength={returnNoteLimits.max}
              helperText={
                <>
                  {t`The maker sees this note above their form.`} {field.state.value.trim().length}/{returnNoteLimits.max}
                </>
              }
            />
          )}
        </form.AppField>
        {fields.length > 0 && (
          <form.AppField name="fields">
            {(field) => (
              <field.MultiSelectField label={t`Fields to correct (optional)`} testId="return-fields" options={fields.map((candidate) => ({ value: candidate.key, label: candidate.label }))} />
            )}
          </form.AppField>
        )}
      </FormElement>
    </AppDialog>
  )
}
