import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { isValidId } from '../../../lib/search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/onboarding/$id')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.id)) throw notFound()
  },
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Merchant Details`} section={msg`Onboarding`} />
}
