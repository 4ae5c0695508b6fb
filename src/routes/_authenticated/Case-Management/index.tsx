import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { caseList } from '../../../features/cases/case-search'
import { CasesPage } from '../../../features/cases/cases-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Case-Management/')({
  validateSearch: caseList.schema,
  search: { middlewares: caseList.middlewares },
  beforeLoad: guardedBy(permission('Case', 'View Case')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Case Management`}>
      <CasesPage />
    </PageFrame>
  )
}
