import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { caseSearchSchema, type CaseSearch } from '../../../features/cases/case-search'
import { CasesPage } from '../../../features/cases/cases-page'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/Case-Management/')({
  validateSearch: caseSearchSchema,
  search: { middlewares: listSearchMiddlewares<CaseSearch>() },
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Case', 'View Case')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Case Management`}>
      <CasesPage />
    </PageFrame>
  )
}
