import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { CasePage, NoCaseChosen } from '../../../features/cases/case-page'
import { viewCaseSearchSchema } from '../../../features/cases/case-search'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Case-Management/view-case')({
  validateSearch: viewCaseSearchSchema,
  beforeLoad: guardedBy(permission('Case', 'View Case')),
  component: Page,
})

function Page() {
  const { id } = Route.useSearch()
  return (
    <PageFrame title={msg`View Case`} section={msg`Case Management`}>
      {id !== undefined ? <CasePage key={id} caseId={id} /> : <NoCaseChosen />}
    </PageFrame>
  )
}
