import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { approvalConfigurationsQueryOptions } from '../../../features/approvals/api/list-approval-configurations'
import { approvalConfigSearchSchema } from '../../../features/approvals/approval-search'
import { ManageConfigPage } from '../../../features/approvals/manage-config-page'

export const Route = createFileRoute('/_authenticated/approval-management/manage-config')({
  validateSearch: approvalConfigSearchSchema,
  loaderDeps: ({ search: { permissionId, page, pageSize } }) => ({ permissionId, page, pageSize }),
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
