import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { userSearchSchema } from '../../../features/users/user-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/User-Management/')({
  validateSearch: userSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage User`} section={msg`User Management`} />
}
