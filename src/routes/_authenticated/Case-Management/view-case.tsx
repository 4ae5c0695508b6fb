import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { viewCaseSearchSchema } from '../../../features/cases/case-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/Case-Management/view-case')({
  validateSearch: viewCaseSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`View Case`} section={msg`Case Management`} />
}
