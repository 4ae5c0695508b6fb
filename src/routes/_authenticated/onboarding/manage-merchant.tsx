import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { merchantsQueryOptions } from '../../../features/merchants/api/list-merchants'
import { merchantList } from '../../../features/merchants/merchant-search'
import { MerchantsPage } from '../../../features/merchants/merchants-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/onboarding/manage-merchant')({
  validateSearch: merchantList.schema,
  search: { middlewares: merchantList.middlewares },
  loaderDeps: ({ search }) => merchantList.query(search),
  beforeLoad: guardedBy(permission('Merchant', 'View Merchant')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(merchantsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Merchant`} section={msg`Onboarding`}>
      <MerchantsPage />
    </PageFrame>
  )
}
