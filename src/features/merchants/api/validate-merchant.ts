// The onboarding pre-check (SPEC section 5): are the business name, e-mail, phone and personnel username free?
import { mer } from '../../../api/clients'
import type { components } from '../../../api/schema/mer'

export type MerchantValidation = components['schemas']['MerchantValidation']
export type PrecheckField = components['schemas']['MerchantValidationConflict']['field']
export type IdentityHolder = components['schemas']['IdentityHolder']

/** GET /mer/api/v1/Merchant/validate with only the values given. */
export async function validateMerchant(values: Partial<Record<PrecheckField, string>>, signal?: AbortSignal): Promise<MerchantValidation> {
  const { data } = await mer.GET('/mer/api/v1/Merchant/validate', {
    params: { query: { BusinessName: values.BusinessName, EmailAddress: values.EmailAddress, PhoneNumber: values.PhoneNumber, PersonnelUsername: values.PersonnelUsername } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the merchant pre-check')
  return data.data
}
