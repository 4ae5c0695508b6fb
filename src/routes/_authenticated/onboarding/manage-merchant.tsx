import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { merchantsQueryOptions } from '../../../features/merchants/api/list-merchants'
import { merchantSearchSchema, type MerchantSearch } from '../../../features/merchants/merchant-search'
import { MerchantsPage } from '../../../features/merchants/merchants-page'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/onboarding/manage-merchant')({
  validateSearch: merchantSearchSchema,
  search: { middlewares: listSearchMiddlewares<MerchantSearch>() },
  loaderDeps: ({ search: { businessName, status, superAgentId, page, pageSize } }) => ({ businessName, status, superAgentId, page, pageSize }),
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Merchant', 'View Merchant')),
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
