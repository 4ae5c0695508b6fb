import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { CreateConfigPage } from '../../../features/approvals/create-config-page'
import { permission, requirePermission } from '../../../lib/permissions'

export const Route = createFileRoute('/_authenticated/approval-management/create-config')({
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Approval', 'Update Approvable Permission')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Configuration`} section={msg`Approval Mgt.`}>
      <CreateConfigPage />
    </PageFrame>
  )
}
