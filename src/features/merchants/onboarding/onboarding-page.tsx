// Create Merchant: a step-by-step onboarding a field officer can finish on a tablet, kept on the
// device as it is typed (so leaving or reloading loses nothing and needs no warning), submitted once
// (usually for a checker's approval).
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'

import { DraftNotices } from '../../../components/form/draft-notices'
import { FormElement } from '../../../components/form/form-kit'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { PendingBlock } from '../../../components/feedback/query-state'
import { MutationOutcomeAlert } from '../../../components/feedback/mutation-outcome-alert'
import { useOnline } from '../../../lib/online'
import { useReference } from '../../../offline/reference-data'
import { BusinessSection, ConfigurationSection, DocumentsSection, PersonnelSection, PrecheckSection, SettlementSection } from './onboarding-sections'
import { OnboardingReview } from './onboarding-review'
import { checkStep, firstStepInError, onboardingSteps, stepsOfNamedFields, type OnboardingStepId } from './onboarding-steps'
import { usePrecheck } from './precheck'
import { useOnboardingForm } from './use-onboarding-form'
import { onboardingValuesFrom, type MerchantCreate } from './onboarding-schema'
import { ReturnedNotices } from '../../../components/form/returned-notices'
import type { ReturnedRequest } from '../../../lib/returned-request'

const route = getRouteApi('/_authenticated/onboarding/create-merchant')

/** Waits for the reference data the form is built from (from the device when offline); `returned`: a returned onboarding to correct. */
export function OnboardingPage({ returned }: { returned?: ReturnedRequest }) {
  const documentTypes = useReference('documentTypes')
  const countries = useReference('countries')
  if (!documentTypes.data || !countries.data) return <PendingBlock queries={[documentTypes, countries]} />
  if (!returned) return <OnboardingWizard documentTypes={documentTypes.data.data} />
  return <ReturnedOnboarding returned={returned} documentTypes={documentTypes.data.data} />
}

/** The wizard filled with what was sent, documents included. */
function ReturnedOnboarding({ returned, documentTypes }: { returned: ReturnedRequest; documentTypes: readonly { id: number; name: string; required: boolean }[] }) {
  const values = useMemo(() => onboardingValuesFrom(returned.input as unknown as MerchantCreate, documentTypes), [returned.input, documentTypes])
  return <OnboardingWizard documentTypes={documentTypes} returned={{ request: returned, values }} />
}

function OnboardingWizard({
  documentTypes,
  returned,
}: {
  documentTypes: readonly { id: number; name: string; required: boolean }[]
  returned?: { request: ReturnedRequest; values: ReturnType<typeof onboardingValuesFrom> }
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const navigate = route.useNavigate()
  const { step: stepId } = route.useSearch()
  const index = Math.max(
    0,
    onboardingSteps.findIndex((step) => step.id === stepId),
  )
  const step = onboardingSteps[index] ?? onboardingSteps[0]
  const precheck = usePrecheck()
  const heading = useRef<HTMLHeadingElement>(null)
  const goTo = (target: OnboardingStepId) => void navigate({ search: (previous) => ({ ...previous, step: target === 'precheck' ? undefined : target }) })
  const { form, draft, create, resubmit } = useOnboardingForm(documentTypes, {
    onInvalid: (formApi) => {
      const first = firstStepInError(formApi)
      if (first !== null) goTo(onboardingSteps[first]?.id ?? 'precheck')
    },
    onSubmitted: () => (returned ? undefined : goTo('precheck')),
    ...(returned ? { returned } : {}),
  })
  const toCorrect = stepsOfNamedFields(returned?.request.fields ?? [])

  // A new step takes the focus to its heading, so a screen reader starts there.
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [index])

  const next = async () => {
    if (await checkStep(form, index)) goTo(onboardingSteps[index + 1]?.id ?? 'review')
  }

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="5xl">
      <FormElement form={form} aria-label={t`Onboard a merchant`} testId="onboarding-form" toCorrect={returned?.request.fields}>
        <Stack gap="5">
          {returned && <ReturnedNotices returned={returned.request} resubmit={resubmit} />}
          {create.outcome && create.sent && (
            <Stack gap="2">
              <MutationOutcomeAlert outcome={create.outcome} appliedMessage={<Trans>The merchant {create.sent.businessName} was onboarded.</Trans>} />
              <Flex>
                <Button size="sm" variant="outline" onClick={() => create.reset()}>
                  <Trans>Onboard another merchant</Trans>
                </Button>
              </Flex>
            </Stack>
          )}
          <MutationErrorAlert error={create.error} />
          <DraftNotices
            restoredFrom={draft.restoredFrom}
            onDiscard={() => {
              draft.discard()
              goTo('precheck')
            }}
            restoredMessage={(savedAt) => <Trans>Your onboarding from {savedAt} was restored from this device.</Trans>}
            discardLabel={<Trans>Discard it and start again</Trans>}
            offlineMessage={<Trans>You are offline. The onboarding is kept on this device as you type; submitting waits for the network.</Trans>}
          />

          <nav aria-label={t`Onboarding steps`}>
            <Text fontSize="sm" color="fg.muted" mb="2" hideFrom="md">
              <Trans>
                Step {index + 1} of {onboardingSteps.length}
              </Trans>
            </Text>
            <Box as="ol" display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0" data-testid="onboarding-stepper">
              {onboardingSteps.map((candidate, position) => (
                <li key={candidate.id}>
                  <Button
                    size="xs"
                    variant={position === index ? 'solid' : 'outline'}
                    colorPalette={position === index ? 'brand' : 'gray'}
                    aria-current={position === index ? 'step' : undefined}
                    // Forward only through Next, which checks the step; back at any time. A returned onboarding was complete: any step.
                    disabled={position > index && !returned}
                    onClick={() => goTo(candidate.id)}
                    data-to-correct={toCorrect.has(candidate.id) ? 'true' : undefined}
                  >
                    {position + 1}. {i18n._(candidate.title)}
                    {toCorrect.has(candidate.id) && ` · ${t`to correct`}`}
                  </Button>
                </li>
              ))}
            </Box>
          </nav>

          <Text as="h2" ref={heading} tabIndex={-1} fontSize="lg" fontWeight="semibold" outline="none" data-testid="onboarding-step-title">
            {i18n._(step.title)}
          </Text>

          {step.id === 'precheck' && <PrecheckSection form={form} validator={precheck.validator} results={precheck.results} online={online} />}
          {step.id === 'business' && <BusinessSection form={form} />}
          {step.id === 'personnel' && <PersonnelSection form={form} />}
          {step.id === 'settlement' && <SettlementSection form={form} />}
          {step.id === 'documents' && <DocumentsSection form={form} />}
          {step.id === 'configuration' && <ConfigurationSection form={form} />}
          {step.id === 'review' && <form.Subscribe selector={(state) => state.values}>{(values) => <OnboardingReview values={values} precheck={precheck.results} onEdit={goTo} />}</form.Subscribe>}

          <Flex gap="3" wrap="wrap" justify="space-between">
            <Button variant="outline" disabled={index === 0} onClick={() => goTo(onboardingSteps[index - 1]?.id ?? 'precheck')}>
              <Trans>Back</Trans>
            </Button>
            {step.id === 'review' ? (
              <form.SubmitButton pending={create.isPending || resubmit.isPending} testId="submit-onboarding">
                {returned ? <Trans>Resubmit for approval</Trans> : online ? <Trans>Submit the onboarding</Trans> : <Trans>Submit when back online</Trans>}
              </form.SubmitButton>
            ) : (
              <Button colorPalette="brand" onClick={() => void next()} data-testid="onboarding-next">
                <Trans>Next</Trans>
              </Button>
            )}
          </Flex>
        </Stack>
      </FormElement>
    </Box>
  )
}
