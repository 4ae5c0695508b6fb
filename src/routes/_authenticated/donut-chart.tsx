import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { donutSearchSchema } from '../../features/dashboard/dashboard-search'
import { DonutPage } from '../../features/dashboard/donut-page'
import { permission } from '../../lib/permissions'
import { guardedBy } from '../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/donut-chart')({
  validateSearch: donutSearchSchema,
  beforeLoad: guardedBy(permission('Analytics', 'View Analytics')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Donut Chart`} section={msg`Home`}>
      <DonutPage />
    </PageFrame>
  )
}
