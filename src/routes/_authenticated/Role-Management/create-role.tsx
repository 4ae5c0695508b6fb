import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { RoleForm } from '../../../features/roles/role-form'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Role-Management/create-role')({
  beforeLoad: guardedBy(permission('Role', 'Create')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Role`} section={msg`Role Management`}>
      <RoleForm />
    </PageFrame>
  )
}
