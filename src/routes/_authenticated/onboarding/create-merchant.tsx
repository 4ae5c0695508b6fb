import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/onboarding/create-merchant')({
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Create Merchant`} section={msg`Onboarding`} />
}
