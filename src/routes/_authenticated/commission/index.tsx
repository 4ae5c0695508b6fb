import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { commissionGroupsQueryOptions } from '../../../features/commission-groups/api/list-commission-groups'
import { commissionGroupList } from '../../../features/commission-groups/commission-group-search'
import { CommissionGroupsPage } from '../../../features/commission-groups/commission-groups-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/commission/')({
  validateSearch: commissionGroupList.schema,
  search: { middlewares: commissionGroupList.middlewares },
  loaderDeps: ({ search }) => commissionGroupList.query(search),
  beforeLoad: guardedBy(permission('Commission Group', 'View')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(commissionGroupsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Commission`} section={msg`Commission Mgt.`}>
      <CommissionGroupsPage />
    </PageFrame>
  )
}
