import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { AuditLogPage } from '../../features/audit/audit-log-page'
import { auditSearchSchema, type AuditSearch } from '../../features/audit/audit-search'
import { permission, requirePermission } from '../../lib/permissions'
import { listSearchMiddlewares } from '../../lib/search'

export const Route = createFileRoute('/_authenticated/audit-log')({
  validateSearch: auditSearchSchema,
  search: { middlewares: listSearchMiddlewares<AuditSearch>() },
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Audit', 'View Audit')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Audit Log`}>
      <AuditLogPage />
    </PageFrame>
  )
}
