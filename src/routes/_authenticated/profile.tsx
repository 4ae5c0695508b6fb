import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { ProfilePage } from '../../features/profile/profile-page'

// Any signed-in user: their own details, password, security questions, sessions and device data.
export const Route = createFileRoute('/_authenticated/profile')({
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Profile`}>
      <ProfilePage />
    </PageFrame>
  )
}
