import { Button, Flex, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { ReturnedNotices } from '../../../components/form/returned-notices'
import { businessTypeLabels } from '../../../entities/business-type'
import { type Merchant } from '../../../entities/merchant'
import type { MutationOutcome } from '../../../lib/mutation-outcome'
import { useResubmit, type ReturnedRequest } from '../../../lib/returned-request'
import { statesQueryOptions, useReference } from '../../../offline/reference-data'
import { useUpdateMerchant } from '../api/update-merchant'
import { merchantDetailsSchema, merchantLimits, type MerchantDetailsValues } from '../schemas'

function valuesOf(merchant: Merchant): MerchantDetailsValues {
  return {
    businessName: merchant.businessName,
    businessType: merchant.businessType,
    industryId: merchant.industry.id,
    rcNumber: merchant.rcNumber,
    tin: merchant.tin ?? '',
    emailAddress1: merchant.emailAddress1,
    emailAddress2: merchant.emailAddress2 ?? '',
    phoneNumber1: merchant.phoneNumber1,
    phoneNumber2: merchant.phoneNumber2 ?? '',
    address: {
      street: merchant.address.street,
      city: merchant.address.city,
      lga: merchant.address.lga,
      stateId: merchant.address.stateId,
      countryId: merchant.address.countryId,
    },
  }
}

/** The body of PUT Merchant?id= for valid values. */
function bodyOf(value: MerchantDetailsValues) {
  return {
    businessName: value.businessName.trim(),
    businessType: value.businessType,
    industryId: value.industryId,
    rcNumber: value.rcNumber.trim().toUpperCase(),
    tin: value.tin.trim() || null,
    emailAddress1: value.emailAddress1.trim(),
    emailAddress2: value.emailAddress2.trim() || null,
    phoneNumber1: value.phoneNumber1,
    phoneNumber2: value.phoneNumber2 || null,
    address: { street: value.address.street.trim(), city: value.address.city.trim(), lga: value.address.lga.trim(), stateId: value.address.stateId, countryId: value.address.countryId },
  }
}

/** The form's values from a body sent (a request returned for correction); what it lacks stays as the merchant has it. */
function valuesFromBody(body: Record<string, unknown>, merchant: Merchant): MerchantDetailsValues {
  const sent = body as Partial<ReturnType<typeof bodyOf>>
  const saved = valuesOf(merchant)
  return {
    ...saved,
    ...Object.fromEntries(
      Object.entries(sent)
        .filter(([key, value]) => key !== 'address' && key in saved && value !== undefined)
        .map(([key, value]) => [key, value ?? '']),
    ),
    address: { ...saved.address, ...(sent.address ?? {}) },
  } as MerchantDetailsValues
}

/** PUT Merchant?id=: business, contact and address, with the contract's bounds; the platform's field errors land on their fields. */
export function MerchantDetailsForm({
  merchant,
  onCancel,
  onDone,
  returned,
}: {
  merchant: Merchant
  onCancel: () => void
  onDone: (outcome: MutationOutcome<unknown>) => void
  /** A request returned for correction: opened with what was sent, resubmitted on save. */
  returned?: ReturnedRequest | undefined
}) {
  const { t, i18n } = useLingui()
  const update = useUpdateMerchant()
  const resubmit = useResubmit(returned)
  const industries = useReference('industries')
  const countries = useReference('countries')
  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input, merchant) : valuesOf(merchant),
    validators: { onChange: merchantDetailsSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        if (await resubmit.submit(bodyOf(value), { form: formApi })) formApi.reset(value)
        return
      }
      const body = bodyOf(value)
      const outcome = await update.submit({ id: merchant.id, body }, { form: formApi })
      if (!outcome) return
      formApi.reset(value)
      onDone(outcome)
    },
  })

  return (
    <FormElement guardUnsaved form={form} aria-label={t`Edit the merchant's details`} testId="merchant-details-form" toCorrect={returned?.fields}>
      <Stack gap="5">
        {returned ? <ReturnedNotices returned={returned} resubmit={resubmit} /> : <MutationErrorAlert error={update.error} />}
        <div className="ui-form-grid">
          <form.AppField name="businessName">{(field) => <field.TextField label={t`Business name`} required maxLength={merchantLimits.businessName.max} />}</form.AppField>
          <form.AppField name="businessType">
            {(field) => (
              <field.SelectField
                label={t`Business type`}
                required
                options={Object.entries(businessTypeLabels).map(([value, label]) => ({ value: value as MerchantDetailsValues['businessType'], label: i18n._(label) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="industryId">
            {(field) => <field.SelectField label={t`Industry`} required options={(industries.data?.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }))} />}
          </form.AppField>
          <form.AppField name="rcNumber">{(field) => <field.TextField label={t`RC number`} required maxLength={10} helperText={t`RC, BN or IT followed by up to 8 digits`} />}</form.AppField>
          <form.AppField name="tin">{(field) => <field.TextField label={t`TIN`} maxLength={13} />}</form.AppField>
          <form.AppField name="emailAddress1">{(field) => <field.TextField type="email" label={t`Email`} required maxLength={merchantLimits.email} autoComplete="email" />}</form.AppField>
          <form.AppField name="emailAddress2">{(field) => <field.TextField type="email" label={t`Second email`} maxLength={merchantLimits.email} />}</form.AppField>
          <form.AppField name="phoneNumber1">{(field) => <field.PhoneField label={t`Phone number`} required testId="merchant-phone" />}</form.AppField>
          <form.AppField name="phoneNumber2">{(field) => <field.PhoneField label={t`Second phone number`} />}</form.AppField>
          <form.AppField name="address.street">{(field) => <field.TextField label={t`Street`} required maxLength={merchantLimits.street.max} />}</form.AppField>
          <form.AppField name="address.city">{(field) => <field.TextField label={t`City`} required maxLength={merchantLimits.city.max} />}</form.AppField>
          <form.AppField name="address.lga">{(field) => <field.TextField label={t`Local government area`} required maxLength={merchantLimits.lga.max} />}</form.AppField>
          <form.AppField
            name="address.countryId"
            listeners={{
              // Another country's states: the state must be chosen again.
              onChange: () => form.setFieldValue('address.stateId', 0),
            }}
          >
            {(field) => <field.SelectField label={t`Country`} required options={(countries.data?.data ?? []).map((country) => ({ value: country.id, label: country.name }))} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.address.countryId}>
            {(countryId) => (
              <form.AppField name="address.stateId">
                {(field) => <StateSelect countryId={countryId} render={(options) => <field.SelectField label={t`State`} required placeholder={t`Choose the state`} options={options} />} />}
              </form.AppField>
            )}
          </form.Subscribe>
        </div>
        <Flex gap="3" wrap="wrap">
          <form.SubmitButton pending={(returned ? resubmit : update).isPending} testId="save-merchant">
            {returned ? <Trans>Resubmit for approval</Trans> : <Trans>Save changes</Trans>}
          </form.SubmitButton>
          <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        </Flex>
      </Stack>
    </FormElement>
  )
}

function StateSelect({ countryId, render }: { countryId: number; render: (options: { value: number; label: string }[]) => ReactNode }) {
  const states = useQuery({ ...statesQueryOptions(countryId), enabled: countryId > 0 })
  return <>{render((states.data?.data ?? []).map((state) => ({ value: state.id, label: state.name })))}</>
}
