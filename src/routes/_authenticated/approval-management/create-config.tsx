import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { CreateConfigPage } from '../../../features/approvals/create-config-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/approval-management/create-config')({
  beforeLoad: guardedBy(permission('Approval', 'Update Approvable Permission')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Configuration`} section={msg`Approval Mgt.`}>
      <CreateConfigPage />
    </PageFrame>
  )
}
