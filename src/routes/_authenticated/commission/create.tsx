import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { CommissionGroupForm } from '../../../features/commission-groups/commission-group-form'
import { permission, requirePermission } from '../../../lib/permissions'

export const Route = createFileRoute('/_authenticated/commission/create')({
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Commission Group', 'Create')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Commission`} section={msg`Commission Mgt.`}>
      <CommissionGroupForm />
    </PageFrame>
  )
}
