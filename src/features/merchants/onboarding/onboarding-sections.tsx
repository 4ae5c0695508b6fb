// The bodies of the onboarding steps: the kit's typed fields over the one onboarding form.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'

import { BvnCheck } from '../../../entities/bvn-check'
import { FormAlert } from '../../../components/form/form-alert'
import { commissionGroupSource, feeSchemeSource, productGroupSource, superAgentSource } from '../../../lib/entity-sources'
import { formatDateTime } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useReference, statesQueryOptions } from '../../../offline/reference-data'
import { businessTypeLabels } from '../../../entities/business-type'
import { ConfigurationPreview } from './configuration-preview'
import { documentLimits } from '../schemas'
import { onboardingLimits } from './onboarding-schema'
import { PRECHECK_DEBOUNCE_MS, type PrecheckResults } from './precheck'
import type { PrecheckField } from '../api/validate-merchant'
import { useNameEnquiry } from '../api/name-enquiry'
import type { OnboardingForm } from './use-onboarding-form'

type Validator = (field: PrecheckField) => (args: { value: string; signal: AbortSignal }) => Promise<string | undefined>

/** Under a pre-checked field: when the platform last said the value is free. */
function FreeNote({ answer, value }: { answer: PrecheckResults[PrecheckField]; value: string }) {
  const locale = activeLocale()
  if (!answer || answer.conflict || answer.value !== value.trim()) return null
  return <Trans>Free to use (checked {formatDateTime(answer.checkedAt, locale)})</Trans>
}

export function PrecheckSection({ form, validator, results, online }: { form: OnboardingForm; validator: Validator; results: PrecheckResults; online: boolean }) {
  const { t } = useLingui()
  const precheck = (field: PrecheckField) => ({ onChangeAsyncDebounceMs: PRECHECK_DEBOUNCE_MS, onChangeAsync: validator(field) })
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        <Trans>These four must be unused by any merchant, agent, staff user or pending request. Each is checked with the platform as you type.</Trans>
      </Text>
      {!online && (
        <FormAlert status="info">
          <Trans>You are offline: the check runs when the network is back, and the platform checks again on submit.</Trans>
        </FormAlert>
      )}
      <div className="ui-form-grid">
        <form.AppField name="businessName" validators={precheck('BusinessName')}>
          {(field) => (
            <field.TextField
              label={t`Business name`}
              required
              maxLength={onboardingLimits.businessName.max}
              helperText={<FreeNote answer={results.BusinessName} value={field.state.value} />}
              testId="onboarding-business-name"
            />
          )}
        </form.AppField>
        <form.AppField name="emailAddress1" validators={precheck('EmailAddress')}>
          {(field) => (
            <field.TextField type="email" label={t`Business e-mail`} required maxLength={254} autoComplete="off" helperText={<FreeNote answer={results.EmailAddress} value={field.state.value} />} />
          )}
        </form.AppField>
        <form.AppField name="phoneNumber1" validators={precheck('PhoneNumber')}>
          {(field) => <field.PhoneField label={t`Business phone`} required helperText={<FreeNote answer={results.PhoneNumber} value={field.state.value} />} />}
        </form.AppField>
        <form.AppField name="personnel.username" validators={precheck('PersonnelUsername')}>
          {(field) => (
            <field.TextField label={t`Personnel username`} required maxLength={50} autoComplete="off" helperText={<FreeNote answer={results.PersonnelUsername} value={field.state.value} />} />
          )}
        </form.AppField>
      </div>
    </Stack>
  )
}

export function BusinessSection({ form }: { form: OnboardingForm }) {
  const { t, i18n } = useLingui()
  const industries = useReference('industries')
  const countries = useReference('countries')
  return (
    <Stack gap="4">
      <div className="ui-form-grid">
        <form.AppField name="businessType">
          {(field) => (
            <field.SelectField
              label={t`Type of business`}
              required
              placeholder={t`Choose…`}
              options={Object.entries(businessTypeLabels).map(([value, label]) => ({ value: value as keyof typeof businessTypeLabels, label: i18n._(label) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="industryId">
          {(field) => (
            <field.SelectField label={t`Industry`} required placeholder={t`Choose…`} options={(industries.data?.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }))} />
          )}
        </form.AppField>
        <form.AppField name="superAgentId">
          {(field) => (
            <field.EntityField
              source={superAgentSource}
              scope={{ status: 'Active' }}
              label={t`Super agent`}
              required
              placeholder={t`Type or choose…`}
              helperText={t`The CBN-licensed network the merchant joins; its agents belong to it only.`}
            />
          )}
        </form.AppField>
        <form.AppField name="rcNumber">
          {(field) => (
            <field.TextField
              label={t`CAC registration number`}
              required
              maxLength={10}
              placeholder="RC1234567"
              helperText={t`RC for companies, BN for business names, IT for incorporated trustees.`}
            />
          )}
        </form.AppField>
        <form.AppField name="tin">{(field) => <field.TextField label={t`Tax identification number (TIN)`} maxLength={13} placeholder="12345678-0001" />}</form.AppField>
        <form.AppField name="emailAddress2">{(field) => <field.TextField type="email" label={t`Second e-mail`} maxLength={254} />}</form.AppField>
        <form.AppField name="phoneNumber2">{(field) => <field.PhoneField label={t`Second phone`} />}</form.AppField>
      </div>
      <Text as="h3" fontWeight="semibold" fontSize="md">
        <Trans>Address</Trans>
      </Text>
      <div className="ui-form-grid">
        <form.AppField name="address.countryId" listeners={{ onChange: () => form.setFieldValue('address.stateId', null) }}>
          {(field) => <field.SelectField label={t`Country`} required placeholder={t`Choose…`} options={(countries.data?.data ?? []).map((country) => ({ value: country.id, label: country.name }))} />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.address.countryId}>{(countryId) => <StateField form={form} countryId={countryId} />}</form.Subscribe>
        <form.AppField name="address.lga">{(field) => <field.TextField label={t`Local government area`} required maxLength={onboardingLimits.place.max} />}</form.AppField>
        <form.AppField name="address.city">{(field) => <field.TextField label={t`City or town`} required maxLength={onboardingLimits.place.max} />}</form.AppField>
        <form.AppField name="address.street">{(field) => <field.TextField label={t`Street address`} required maxLength={onboardingLimits.street.max} />}</form.AppField>
      </div>
    </Stack>
  )
}

function StateField({ form, countryId }: { form: OnboardingForm; countryId: number | null }) {
  const { t } = useLingui()
  const states = useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null })
  return (
    <form.AppField name="address.stateId">
      {(field) => (
        <field.SelectField
          label={t`State`}
          required
          disabled={countryId === null}
          placeholder={countryId === null ? t`Choose the country first` : t`Choose…`}
          options={(states.data?.data ?? []).map((state) => ({ value: state.id, label: state.name }))}
        />
      )}
    </form.AppField>
  )
}

export function PersonnelSection({ form }: { form: OnboardingForm }) {
  const { t } = useLingui()
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        <Trans>The merchant's administrator. Once the merchant is approved, they get a link by e-mail to choose their password.</Trans>
      </Text>
      <div className="ui-form-grid">
        <form.AppField name="personnel.firstName">{(field) => <field.TextField label={t`First name`} required maxLength={60} autoComplete="off" />}</form.AppField>
        <form.AppField name="personnel.lastName">{(field) => <field.TextField label={t`Last name`} required maxLength={60} autoComplete="off" />}</form.AppField>
        <form.AppField name="personnel.email">{(field) => <field.TextField type="email" label={t`Personnel e-mail`} required maxLength={254} autoComplete="off" />}</form.AppField>
        <form.AppField name="personnel.phoneNumber">{(field) => <field.PhoneField label={t`Personnel phone`} required />}</form.AppField>
        <form.AppField name="personnel.bvn">
          {(field) => <field.TextField label={t`Personnel BVN`} required maxLength={11} autoComplete="off" helperText={t`Bank Verification Number, 11 digits. Shown masked once saved.`} />}
        </form.AppField>
      </div>
      <form.Subscribe selector={(state) => state.values.personnel}>
        {(personnel) => <BvnCheck person={{ bvn: personnel.bvn, firstName: personnel.firstName, lastName: personnel.lastName, phoneNumber: personnel.phoneNumber }} testId="personnel-bvn-check" />}
      </form.Subscribe>
    </Stack>
  )
}

export function SettlementSection({ form }: { form: OnboardingForm }) {
  const { t } = useLingui()
  const banks = useReference('banks')
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        <Trans>The account the merchant's earnings are settled into.</Trans>
      </Text>
      <div className="ui-form-grid">
        <form.AppField name="settlement.bankCode">
          {(field) => <field.SelectField label={t`Bank`} required placeholder={t`Choose…`} options={(banks.data?.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))} />}
        </form.AppField>
        <form.AppField name="settlement.accountNumber">{(field) => <field.TextField label={t`Account number (NUBAN)`} required maxLength={10} autoComplete="off" />}</form.AppField>
        <form.AppField name="settlement.accountName">
          {(field) => <field.TextField label={t`Account name`} required maxLength={onboardingLimits.accountName.max} helperText={t`As the bank holds it; checked by name enquiry.`} />}
        </form.AppField>
      </div>
      <form.Subscribe selector={(state) => ({ ...state.values.settlement, businessName: state.values.businessName })}>
        {(settlement) => <NameEnquiryResult form={form} bankCode={settlement.bankCode} accountNumber={settlement.accountNumber} accountName={settlement.accountName} />}
      </form.Subscribe>
    </Stack>
  )
}

/** What the bank calls the account (name enquiry), beside the name typed: fill it in, or see that they differ. */
function NameEnquiryResult({ form, bankCode, accountNumber, accountName }: { form: OnboardingForm; bankCode: string | null; accountNumber: string; accountName: string }) {
  const { t } = useLingui()
  const enquiry = useNameEnquiry(bankCode, accountNumber)
  if (!enquiry.isFetched && !enquiry.isFetching) return null
  return (
    <Box aria-live="polite" data-testid="name-enquiry">
      {enquiry.isFetching ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Asking the bank for the account's name…</Trans>
        </Text>
      ) : enquiry.isError ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Name enquiry is not available now; the checker will see the account as typed.</Trans>
        </Text>
      ) : enquiry.data === null ? (
        <FormAlert status="error">
          <Trans>The bank holds no account {accountNumber}: check the number and the bank.</Trans>
        </FormAlert>
      ) : enquiry.data !== undefined && accountName.trim().toUpperCase() === enquiry.data.toUpperCase() ? (
        <FormAlert status="success">
          <Trans>Name enquiry: {enquiry.data}. It matches the account name.</Trans>
        </FormAlert>
      ) : enquiry.data !== undefined ? (
        <FormAlert status="info">
          <Flex gap="3" align="center" wrap="wrap">
            <span>
              <Trans>The bank calls this account {enquiry.data}.</Trans>
            </span>
            <Button size="xs" variant="outline" onClick={() => form.setFieldValue('settlement.accountName', enquiry.data ?? '')} aria-label={t`Use ${enquiry.data} as the account name`}>
              <Trans>Use this name</Trans>
            </Button>
          </Flex>
        </FormAlert>
      ) : null}
    </Box>
  )
}

export function DocumentsSection({ form }: { form: OnboardingForm }) {
  const { t } = useLingui()
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        <Trans>PDF, PNG or JPEG, at most 5 MB each. Choosing another file replaces the one chosen.</Trans>
      </Text>
      <form.Subscribe selector={(state) => state.values.documents.map((slot) => ({ name: slot.name, required: slot.required, chosen: slot.file !== null }))}>
        {(slots) => (
          <div className="ui-form-grid">
            {slots.map((slot, index) => (
              <Stack key={slot.name} gap="2" data-testid={`document-slot-${index}`}>
                <form.AppField name={`documents[${index}].file`}>
                  {(field) => <field.FileField label={slot.name} required={slot.required} accept={documentLimits.types} maxBytes={documentLimits.maxBytes} preview />}
                </form.AppField>
                {slot.chosen && (
                  <Flex>
                    <Button size="xs" variant="outline" onClick={() => form.setFieldValue(`documents[${index}].file`, null)} aria-label={t`Remove ${slot.name}`}>
                      <Trans>Remove</Trans>
                    </Button>
                  </Flex>
                )}
              </Stack>
            ))}
          </div>
        )}
      </form.Subscribe>
    </Stack>
  )
}

export function ConfigurationSection({ form }: { form: OnboardingForm }) {
  const { t } = useLingui()
  return (
    <Stack gap="5">
      <div className="ui-form-grid">
        <form.AppField name="configuration.productGroupId">
          {(field) => <field.EntityField source={productGroupSource} label={t`Product group`} required placeholder={t`Type or choose…`} />}
        </form.AppField>
        <form.AppField name="configuration.feeSchemeId">{(field) => <field.EntityField source={feeSchemeSource} label={t`Fee scheme`} required placeholder={t`Type or choose…`} />}</form.AppField>
        <form.AppField name="configuration.commissionGroupId">
          {(field) => <field.EntityField source={commissionGroupSource} label={t`Commission group`} required placeholder={t`Type or choose…`} />}
        </form.AppField>
        <form.AppField name="configuration.dailyTransactionLimit">
          {(field) => <field.MoneyField label={t`Daily transaction limit`} required helperText={t`Total value the merchant's agents may transact in one day.`} />}
        </form.AppField>
        <form.AppField name="configuration.singleTransactionLimit">{(field) => <field.MoneyField label={t`Single transaction limit`} required />}</form.AppField>
      </div>
      <form.Subscribe selector={(state) => state.values.configuration}>{(configuration) => <ConfigurationPreview choice={configuration} />}</form.Subscribe>
    </Stack>
  )
}
