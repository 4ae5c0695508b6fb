import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { DeviceDataCard } from '../../offline/device-data-card'

// The profile's own details arrive with their issue; the device's offline data is shown now.
export const Route = createFileRoute('/_authenticated/profile')({
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Profile`}>
      <DeviceDataCard />
    </PageFrame>
  )
}
