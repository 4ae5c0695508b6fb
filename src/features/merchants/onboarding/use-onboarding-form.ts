// The onboarding form: one TanStack form over every step, checked as the user types, kept as a draft
// on the device, submitted through the approvable mutation.
import { useLingui } from '@lingui/react/macro'
import type { AnyFormApi } from '@tanstack/react-form'
import { useMemo } from 'react'

import { useAppForm } from '../../../components/form/form-kit'
import { useFormDraft } from '../../../offline/form-drafts'
import { useResubmit, type ReturnedRequest } from '../../../lib/returned-request'
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
  /** A request returned for correction, opened filled with what was sent: submitting resubmits it (no draft is kept). */
  returned?: { request: ReturnedRequest; values: OnboardingValues }
}

export function useOnboardingForm(documentTypes: readonly { id: number; name: string; required: boolean }[], { onInvalid, onSubmitted, returned }: OnboardingFormOptions) {
  const { i18n } = useLingui()
  const create = useCreateMerchant()
  const resubmit = useResubmit(returned?.request)
  const schema = useMemo(() => onboardingSchema(i18n), [i18n])
  const defaultValues: OnboardingValues = useMemo(
    () =>
      returned?.values ?? {
        ...emptyOnboarding,
        documents: documentTypes.map((type): OnboardingDocument => ({ documentTypeId: type.id, name: type.name, required: type.required, file: null })),
      },
    [documentTypes, returned?.values],
  )

  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmitInvalid: ({ formApi }) => onInvalid(formApi),
    onSubmit: async ({ value, formApi }) => {
      const slots = sentSlots(value)
      const body = await merchantCreateBody(value, fileToBase64)
      const target = {
        form: formApi,
        // documents.1 of the body is the second slot that has a file.
        fieldPath: (path: string) => path.replace(/^documents\.([0-9]+)/, (whole, index: string) => (slots[Number(index)] === undefined ? whole : `documents.${slots[Number(index)]}`)),
      }
      const outcome = returned ? await resubmit.submit(body as unknown as Record<string, unknown>, target) : await create.submit(body, target)
      if (!outcome) {
        onInvalid(formApi)
        return
      }
      if (returned) {
        onSubmitted()
        return
      }
      draft.clear()
      formApi.reset(defaultValues)
      onSubmitted()
    },
  })
  const draft = useFormDraft(form, returned ? null : onboardingDraftKey)
  return { form, draft, create, resubmit }
}

export type OnboardingForm = ReturnType<typeof useOnboardingForm>['form']
