// The onboarding form: one TanStack form over every step, checked as the user types, kept as a draft
// on the device, submitted through the approvable mutation.
import { useLingui } from '@lingui/react/macro'
import type { AnyFormApi } from '@tanstack/react-form'
import { useMemo } from 'react'

import { useAppForm } from '../../../components/form/form-kit'
import { useFormDraft } from '../../../offline/form-drafts'
import { useCreateMerchant } from '../api/create-merchant'
import { emptyOnboarding, merchantCreateBody, onboardingSchema, sentSlots, type OnboardingDocument, type OnboardingValues } from './onboarding-schema'

export const onboardingDraftKey = 'merchant:onboarding'

/** The file's bytes in base64, as the contract carries documents. */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  // In chunks: String.fromCharCode with millions of arguments overflows the stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000))
  return btoa(binary)
}

interface OnboardingFormOptions {
  /** Called when a submit is refused, by the checks or by the platform: show the step in error. */
  onInvalid: (form: AnyFormApi) => void
  /** Called once the platform took the onboarding (applied or sent for approval). */
  onSubmitted: () => void
}

export function useOnboardingForm(documentTypes: readonly { id: number; name: string; required: boolean }[], { onInvalid, onSubmitted }: OnboardingFormOptions) {
  const { i18n } = useLingui()
  const create = useCreateMerchant()
  const schema = useMemo(() => onboardingSchema(i18n), [i18n])
  const defaultValues: OnboardingValues = useMemo(
    () => ({ ...emptyOnboarding, documents: documentTypes.map((type): OnboardingDocument => ({ documentTypeId: type.id, name: type.name, required: type.required, file: null })) }),
    [documentTypes],
  )

  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmitInvalid: ({ formApi }) => onInvalid(formApi),
    onSubmit: async ({ value, formApi }) => {
      const slots = sentSlots(value)
      const body = await merchantCreateBody(value, fileToBase64)
      const outcome = await create.submit(body, {
        form: formApi,
        // documents.1 of the body is the second slot that has a file.
        fieldPath: (path) => path.replace(/^documents\.([0-9]+)/, (whole, index: string) => (slots[Number(index)] === undefined ? whole : `documents.${slots[Number(index)]}`)),
      })
      if (!outcome) {
        onInvalid(formApi)
        return
      }
      draft.clear()
      formApi.reset(defaultValues)
      onSubmitted()
    },
  })
  const draft = useFormDraft(form, onboardingDraftKey)
  return { form, draft, create }
}

export type OnboardingForm = ReturnType<typeof useOnboardingForm>['form']
