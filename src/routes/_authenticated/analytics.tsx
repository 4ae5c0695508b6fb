import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { AnalyticsPage } from '../../features/dashboard/analytics-page'
import { analyticsSearchSchema } from '../../features/dashboard/dashboard-search'
import { permission } from '../../lib/permissions'
import { guardedBy } from '../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/analytics')({
  validateSearch: analyticsSearchSchema,
  beforeLoad: guardedBy(permission('Analytics', 'View Analytics')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Analytics`} section={msg`Home`}>
      <AnalyticsPage />
    </PageFrame>
  )
}
