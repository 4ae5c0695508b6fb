import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { DashboardPage, WelcomePage } from '../../features/dashboard/dashboard-page'
import { dashboardSearchSchema } from '../../features/dashboard/dashboard-search'
import { hasPermission, permission } from '../../lib/permissions'
import { showsMoreWith } from '../../lib/route-guard'

// The landing page after sign-in: a user without the dashboard is welcomed, not refused.
const dashboard = permission('Dashboard', 'View Dashboard')

export const Route = createFileRoute('/_authenticated/')({
  validateSearch: dashboardSearchSchema,
  beforeLoad: showsMoreWith(dashboard),
  component: Page,
})

function Page() {
  const user = Route.useRouteContext({ select: (context) => context.user })
  const allowed = hasPermission(user.permissions, dashboard)
  return (
    <PageFrame title={msg`Dashboard`} section={msg`Home`}>
      {allowed ? <DashboardPage /> : <WelcomePage name={user.firstName} />}
    </PageFrame>
  )
}
