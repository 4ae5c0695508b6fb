// The one form hook of the product: TanStack Form with valibot schemas (Standard Schema) and the
// kit's typed fields. A screen: const form = useAppForm({ defaultValues, validators: { onChange: schema }, onSubmit }).
import { Button, Flex, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { createFormHook } from '@tanstack/react-form'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ComponentType, PropsWithChildren, ReactNode } from 'react'

import { CheckboxField, DateField, DateRangeField, EntityField, FileField, MoneyField, MultiSelectField, NumberField, PercentField, PhoneField, SelectField, TextAreaField, TextField } from './fields'
import { FieldsToCorrectContext } from './fields-to-correct'
import { fieldContext, formContext, useFormContext } from './form-context'
import { FormOutcomeSlot, FormOutcomeSlotProvider } from './form-outcome-slot'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

/** Disabled while the form is submitting or a mutation is pending; the spinner says it is working. */
function SubmitButton({ children, pending = false, testId }: { children: ReactNode; pending?: boolean; testId?: string }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" colorPalette="brand" loading={pending || isSubmitting} disabled={pending || isSubmitting} data-testid={testId}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  )
}

/** Puts the form's values back to where they started (or the last save). */
function ResetButton() {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isDirty}>
      {(isDirty) => (
        <Button type="button" variant="ghost" disabled={!isDirty} onClick={() => form.reset()}>
          <Trans>Undo changes</Trans>
        </Button>
      )}
    </form.Subscribe>
  )
}

/**
 * The buttons under every form: save (the form's own words), undo changes, and back to where the user came from (a link, or Cancel for a form opened in place).
 * The outcome of a save shows just above them (FormNotices), where the user clicked.
 */
function FormButtons({ submit, testId, pending = false, back, backLabel }: { submit: ReactNode; testId: string; pending?: boolean; back: LinkProps | (() => void); backLabel?: ReactNode }) {
  return (
    <Stack gap="3">
      <FormOutcomeSlot />
      <Flex gap="3" wrap="wrap">
        <SubmitButton pending={pending} testId={testId}>
          {submit}
        </SubmitButton>
        <ResetButton />
        {typeof back === 'function' ? (
          <Button variant="outline" onClick={back}>
            {backLabel ?? <Trans>Cancel</Trans>}
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link {...back}>{backLabel ?? <Trans>Back to the list</Trans>}</Link>
          </Button>
        )}
      </Flex>
    </Stack>
  )
}

/** Asks before the user leaves a form with changes not yet saved. */
function UnsavedGuard() {
  const form = useFormContext()
  return <form.Subscribe selector={(state) => !state.isDefaultValue && !state.isSubmitting}>{(dirty) => <UnsavedChangesGuard when={dirty} />}</form.Subscribe>
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { CheckboxField, TextField, TextAreaField, SelectField, EntityField, MultiSelectField, NumberField, MoneyField, PercentField, DateField, DateRangeField, PhoneField, FileField },
  formComponents: { SubmitButton, ResetButton, FormButtons },
})

interface FormElementProps {
  form: { handleSubmit: () => Promise<void>; AppForm: ComponentType<PropsWithChildren> }
  children: ReactNode
  id?: string
  'aria-label'?: string
  testId?: string
  /** Asks before leaving with unsaved changes (not for a form shown read-only). */
  guardUnsaved?: boolean
  /** The fields a checker named when they returned the request this form corrects: each is marked. */
  toCorrect?: readonly string[] | undefined
}

const noFields: readonly string[] = []

/** The form element of every kit form: no browser validation, submit through the form, fields in its context. */
export function FormElement({ form, children, id, testId, guardUnsaved = false, toCorrect = noFields, ...rest }: FormElementProps) {
  return (
    <form
      id={id}
      noValidate
      aria-label={rest['aria-label']}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppForm>
        <FieldsToCorrectContext value={toCorrect}>
          <FormOutcomeSlotProvider>
            {children}
            {guardUnsaved && <UnsavedGuard />}
          </FormOutcomeSlotProvider>
        </FieldsToCorrectContext>
      </form.AppForm>
    </form>
  )
}
