import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { CommissionGroupForm } from '../../../features/commission-groups/commission-group-form'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/commission/create')({
  beforeLoad: guardedBy(permission('Commission Group', 'Create')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Commission`} section={msg`Commission Mgt.`}>
      <CommissionGroupForm />
    </PageFrame>
  )
}
