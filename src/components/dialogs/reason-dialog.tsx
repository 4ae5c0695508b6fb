// A change that needs its reason written down (enable, disable): the reason checked as it is typed,
// the platform's refusal kept in the dialog, the outcome handed back to the page.
import { Button, Stack, Text } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AnyFormApi } from '@tanstack/react-form'
import { useId, type ReactNode } from 'react'
import * as v from 'valibot'

import { withoutControlCharacters } from '../../lib/validation'
import { FormElement, useAppForm } from '../form/form-kit'
import { MutationErrorAlert } from '../form/mutation-error-alert'
import { AppDialog } from './app-dialog'

// The contracts' bounds of a reason (openapi/mer.yaml EnableDisableRequest.reason).
export const reasonLimits = { min: 3, max: 500 } as const

/** 3 to 500 characters, not only spaces, no control characters. */
export function reasonSchema(i18n: I18n) {
  return v.object({
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the reason`)),
      v.minLength(reasonLimits.min, i18n._(msg`The reason needs at least ${reasonLimits.min} characters`)),
      v.maxLength(reasonLimits.max, i18n._(msg`The reason can have at most ${reasonLimits.max} characters`)),
      v.check(withoutControlCharacters, i18n._(msg`The reason cannot contain control characters`)),
    ),
  })
}

interface ReasonDialogProps {
  open: boolean
  title: ReactNode
  /** What the change does, in one or two sentences. */
  body: ReactNode
  confirmLabel: ReactNode
  tone: 'brand' | 'red'
  /** Where the reason is kept, under the field. */
  keptIn: string
  pending: boolean
  /** The mutation's error: shown in the dialog, which stays open. */
  error: unknown
  testId: string
  /** Sends the change; resolves true when the platform took it (the dialog then resets). */
  onSubmit: (reason: string, form: AnyFormApi) => Promise<boolean>
  onClose: () => void
}

export function ReasonDialog({ open, title, body, confirmLabel, tone, keptIn, pending, error, testId, onSubmit, onClose }: ReasonDialogProps) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onChange: reasonSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      if (await onSubmit(value.reason.trim(), formApi)) formApi.reset()
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  return (
    <AppDialog
      open={open}
      role="dialog"
      testId={testId}
      onDismiss={pending ? undefined : close}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette={tone} type="submit" form={formId} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm">{body}</Text>
        <MutationErrorAlert error={error} />
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
                    {keptIn} {field.state.value.trim().length}/{reasonLimits.max}
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
