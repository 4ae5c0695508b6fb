import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { feeSchemesQueryOptions } from '../../../features/fee-schemes/api/list-fee-schemes'
import { feeSchemeSearchSchema, type FeeSchemeSearch } from '../../../features/fee-schemes/fee-scheme-search'
import { FeeSchemesPage } from '../../../features/fee-schemes/fee-schemes-page'
import { permission, requirePermission } from '../../../lib/permissions'
import { listSearchMiddlewares } from '../../../lib/search'

export const Route = createFileRoute('/_authenticated/fee/')({
  validateSearch: feeSchemeSearchSchema,
  search: { middlewares: listSearchMiddlewares<FeeSchemeSearch>() },
  loaderDeps: ({ search: { name, status, page, pageSize } }) => ({ name, status, page, pageSize }),
  beforeLoad: ({ context }) => requirePermission(context.user, permission('Fee Scheme', 'View')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(feeSchemesQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Fee`} section={msg`Fee Management`}>
      <FeeSchemesPage />
    </PageFrame>
  )
}
