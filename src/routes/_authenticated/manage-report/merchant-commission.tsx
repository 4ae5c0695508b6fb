import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { MerchantCommissionPage } from '../../../features/reports/merchant-commission-page'
import { merchantCommissionList } from '../../../features/reports/report-search'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/manage-report/merchant-commission')({
  validateSearch: merchantCommissionList.schema,
  search: { middlewares: merchantCommissionList.middlewares },
  beforeLoad: guardedBy(permission('Report', 'View Commission Report')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Commission Report`} section={msg`Report management`}>
      <MerchantCommissionPage />
    </PageFrame>
  )
}
