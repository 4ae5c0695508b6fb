import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { feeSchemeSearchSchema } from '../../../features/fee-schemes/fee-scheme-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/fee/')({
  validateSearch: feeSchemeSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Fee`} section={msg`Fee Management`} />
}
