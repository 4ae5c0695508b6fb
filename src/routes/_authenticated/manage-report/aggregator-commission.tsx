import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { AggregatorCommissionPage } from '../../../features/reports/aggregator-commission-page'
import { aggregatorCommissionList } from '../../../features/reports/report-search'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/manage-report/aggregator-commission')({
  validateSearch: aggregatorCommissionList.schema,
  search: { middlewares: aggregatorCommissionList.middlewares },
  beforeLoad: guardedBy(permission('Report', 'View Commission Report')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Aggregator Commission`} section={msg`Report management`}>
      <AggregatorCommissionPage />
    </PageFrame>
  )
}
