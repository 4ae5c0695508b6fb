import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { approvalConfigurationsQueryOptions } from '../../../features/approvals/api/list-approval-configurations'
import { approvalConfigList } from '../../../features/approvals/approval-search'
import { ManageConfigPage } from '../../../features/approvals/manage-config-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/approval-management/manage-config')({
  validateSearch: approvalConfigList.schema,
  search: { middlewares: approvalConfigList.middlewares },
  loaderDeps: ({ search }) => approvalConfigList.query(search),
  beforeLoad: guardedBy(permission('Approval', 'View Approvable Permission')),
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
