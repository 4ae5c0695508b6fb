import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { AggregatorCommissionPage } from '../../../features/reports/aggregator-commission-page'
import { aggregatorCommissionSearchSchema, type AggregatorCommissionSearch } from '../../../features/reports/report-search'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/manage-report/aggregator-commission')({
  validateSearch: aggregatorCommissionSearchSchema,
  search: { middlewares: listSearchMiddlewares<AggregatorCommissionSearch>() },
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Report', 'View Commission Report')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Aggregator Commission`} section={msg`Report management`}>
      <AggregatorCommissionPage />
    </PageFrame>
  )
}
