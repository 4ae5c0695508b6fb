// The whole onboarding read back before it is submitted, section by section, each with a way back to edit it.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { DetailList, type DetailItem } from '../../../components/detail-list'
import { FormAlert } from '../../../components/form/form-alert'
import { businessTypeLabels } from '../../../entities/business-type'
import { formatDateTime, formatNaira } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useConfigurationRecords } from '../../../lib/merchant-configuration'
import { statesQueryOptions, useReference } from '../../../offline/reference-data'
import type { OnboardingValues } from './onboarding-schema'
import type { OnboardingStepId } from './onboarding-steps'
import type { PrecheckResults } from './precheck'

function Section({ title, step, onEdit, children }: { title: ReactNode; step: OnboardingStepId; onEdit: (step: OnboardingStepId) => void; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="l2" p="4" data-testid={`review-${step}`}>
      <Flex justify="space-between" align="center" mb="3" gap="3">
        <Text as="h3" fontWeight="semibold">
          {title}
        </Text>
        <Button size="xs" variant="outline" onClick={() => onEdit(step)}>
          <Trans>Edit</Trans>
        </Button>
      </Flex>
      {children}
    </Box>
  )
}

export function OnboardingReview({ values, precheck, onEdit }: { values: OnboardingValues; precheck: PrecheckResults; onEdit: (step: OnboardingStepId) => void }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const industries = useReference('industries')
  const superAgents = useReference('superAgents')
  const countries = useReference('countries')
  const banks = useReference('banks')
  const states = useQuery({ ...statesQueryOptions(values.address.countryId ?? 0), enabled: values.address.countryId !== null })
  const chosen = useConfigurationRecords(values.configuration)
  const none = (
    <Text as="span" color="fg.muted">
      —
    </Text>
  )
  const text = (value: string) => (value.trim() === '' ? none : value.trim())
  const nameOf = (list: readonly { id: number; name: string }[] | { id: number; name: string } | undefined, id: number | null) =>
    id === null ? none : ((Array.isArray(list) ? list : list ? [list] : []).find((item) => item.id === id)?.name ?? `#${id}`)
  const money = (kobo: number | null) => (kobo === null || Number.isNaN(kobo) ? none : formatNaira(kobo, locale))

  const checks = Object.values(precheck)
  const conflicts = checks.filter((answer) => answer.conflict !== null)
  const business: DetailItem[] = [
    { id: 'businessName', label: t`Business name`, value: text(values.businessName) },
    { id: 'businessType', label: t`Type of business`, value: values.businessType ? i18n._(businessTypeLabels[values.businessType]) : none },
    { id: 'industry', label: t`Industry`, value: nameOf(industries.data?.data, values.industryId) },
    { id: 'superAgent', label: t`Super agent`, value: nameOf(superAgents.data?.data, values.superAgentId) },
    { id: 'rcNumber', label: t`CAC registration number`, value: text(values.rcNumber) },
    { id: 'tin', label: t`TIN`, value: text(values.tin) },
    { id: 'emails', label: t`E-mail`, value: [values.emailAddress1, values.emailAddress2].filter(Boolean).join(', ') || none },
    { id: 'phones', label: t`Phone`, value: [values.phoneNumber1, values.phoneNumber2].filter(Boolean).join(', ') || none },
    {
      id: 'address',
      label: t`Address`,
      value: [
        values.address.street,
        values.address.city,
        values.address.lga,
        states.data?.data.find((state) => state.id === values.address.stateId)?.name,
        countries.data?.data.find((country) => country.id === values.address.countryId)?.name,
      ]
        .filter(Boolean)
        .join(', '),
    },
  ]
  const personnel: DetailItem[] = [
    { id: 'username', label: t`Username`, value: text(values.personnel.username) },
    { id: 'name', label: t`Name`, value: text(`${values.personnel.firstName} ${values.personnel.lastName}`) },
    { id: 'email', label: t`E-mail`, value: text(values.personnel.email) },
    { id: 'phone', label: t`Phone`, value: text(values.personnel.phoneNumber) },
    // Only the ends of the BVN, as the platform will keep it.
    { id: 'bvn', label: t`BVN`, value: values.personnel.bvn ? `${values.personnel.bvn.slice(0, 3)}*****${values.personnel.bvn.slice(8)}` : none },
  ]
  const settlement: DetailItem[] = [
    { id: 'bank', label: t`Bank`, value: banks.data?.data.find((bank) => bank.code === values.settlement.bankCode)?.name ?? none },
    { id: 'accountNumber', label: t`Account number`, value: text(values.settlement.accountNumber) },
    { id: 'accountName', label: t`Account name`, value: text(values.settlement.accountName) },
  ]
  const documents: DetailItem[] = values.documents.map((slot) => ({
    id: `document-${slot.documentTypeId}`,
    label: slot.name,
    value: slot.file ? slot.file.name : slot.required ? <Text as="span" color="fg.error">{t`Missing (required)`}</Text> : none,
  }))
  const configuration: DetailItem[] = [
    { id: 'productGroup', label: t`Product group`, value: nameOf(chosen.productGroup, values.configuration.productGroupId) },
    { id: 'feeScheme', label: t`Fee scheme`, value: nameOf(chosen.feeScheme, values.configuration.feeSchemeId) },
    { id: 'commissionGroup', label: t`Commission group`, value: nameOf(chosen.commissionGroup, values.configuration.commissionGroupId) },
    { id: 'daily', label: t`Daily transaction limit`, value: money(values.configuration.dailyTransactionLimit) },
    { id: 'single', label: t`Single transaction limit`, value: money(values.configuration.singleTransactionLimit) },
  ]

  return (
    <Stack gap="4" data-testid="onboarding-review">
      {conflicts.length > 0 ? (
        <FormAlert status="error">
          <Trans>The pre-check found values already taken: {conflicts.map((answer) => answer.conflict).join('; ')}</Trans>
        </FormAlert>
      ) : checks.length === 4 ? (
        <FormAlert status="success">
          <Trans>Pre-check: the business name, e-mail, phone and username were free when last checked ({formatDateTime(checks.map((answer) => answer.checkedAt).sort()[0] ?? '', locale)}).</Trans>
        </FormAlert>
      ) : (
        <FormAlert status="info">
          <Trans>Some values were not pre-checked (offline or unchanged); the platform checks them on submit.</Trans>
        </FormAlert>
      )}
      <Section title={<Trans>Business</Trans>} step="business" onEdit={onEdit}>
        <DetailList items={business} />
      </Section>
      <Section title={<Trans>Personnel</Trans>} step="personnel" onEdit={onEdit}>
        <DetailList items={personnel} />
      </Section>
      <Section title={<Trans>Settlement</Trans>} step="settlement" onEdit={onEdit}>
        <DetailList items={settlement} />
      </Section>
      <Section title={<Trans>Documents</Trans>} step="documents" onEdit={onEdit}>
        <DetailList items={documents} />
      </Section>
      <Section title={<Trans>Configuration</Trans>} step="configuration" onEdit={onEdit}>
        <DetailList items={configuration} />
      </Section>
    </Stack>
  )
}
