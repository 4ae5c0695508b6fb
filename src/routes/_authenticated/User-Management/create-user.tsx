import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { UserForm } from '../../../features/users/user-form'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/User-Management/create-user')({
  beforeLoad: guardedBy(permission('User', 'Create')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create User`} section={msg`User Management`}>
      <UserForm />
    </PageFrame>
  )
}
