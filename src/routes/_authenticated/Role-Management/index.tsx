import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { roleSearchSchema } from '../../../features/roles/role-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/Role-Management/')({
  validateSearch: roleSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Role`} section={msg`Role Management`} />
}
