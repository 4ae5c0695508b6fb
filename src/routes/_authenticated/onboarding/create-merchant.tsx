import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { onboardingStepIds } from '../../../features/merchants/onboarding/onboarding-steps'
import { OnboardingPage } from '../../../features/merchants/onboarding/onboarding-page'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

// The step is in the URL, so a reload (the values come back from the device's draft) opens where the user was.
const onboardingSearchSchema = v.object({
  step: v.fallback(v.optional(v.picklist(onboardingStepIds)), undefined),
  // An onboarding returned for correction, reopened filled: submitting resubmits that request.
  ...returnedSearch,
})

export const Route = createFileRoute('/_authenticated/onboarding/create-merchant')({
  validateSearch: onboardingSearchSchema,
  beforeLoad: guardedBy(permission('Merchant', 'Create Merchant')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Create Merchant`} section={msg`Onboarding`}>
      {returned === undefined ? (
        <OnboardingPage />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createMerchant">
          {(request) => <OnboardingPage returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
