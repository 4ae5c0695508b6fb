import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { approvalConfigurationsQueryOptions } from '../../../features/approvals/api/list-approval-configurations'
import { approvalConfigSearchSchema, type ApprovalConfigSearch } from '../../../features/approvals/approval-search'
import { ManageConfigPage } from '../../../features/approvals/manage-config-page'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/approval-management/manage-config')({
  validateSearch: approvalConfigSearchSchema,
  search: { middlewares: listSearchMiddlewares<ApprovalConfigSearch>() },
  loaderDeps: ({ search: { permissionId, page, pageSize } }) => ({ permissionId, page, pageSize }),
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Approval', 'View Approvable Permission')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(approvalConfigurationsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Configuration`} section={msg`Approval Mgt.`}>
      <ManageConfigPage />
    </PageFrame>
  )
}
