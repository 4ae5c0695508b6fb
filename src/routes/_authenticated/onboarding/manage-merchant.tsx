import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { merchantSearchSchema } from '../../../features/merchants/merchant-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/onboarding/manage-merchant')({
  validateSearch: merchantSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Merchant`} section={msg`Onboarding`} />
}
