import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { AuditLogPage } from '../../features/audit/audit-log-page'
import { auditList } from '../../features/audit/audit-search'
import { permission } from '../../lib/permissions'
import { guardedBy } from '../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/audit-log')({
  validateSearch: auditList.schema,
  search: { middlewares: auditList.middlewares },
  beforeLoad: guardedBy(permission('Audit', 'View Audit')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Audit Log`}>
      <AuditLogPage />
    </PageFrame>
  )
}
