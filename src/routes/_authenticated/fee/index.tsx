import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { feeSchemesQueryOptions } from '../../../features/fee-schemes/api/list-fee-schemes'
import { feeSchemeList } from '../../../features/fee-schemes/fee-scheme-search'
import { FeeSchemesPage } from '../../../features/fee-schemes/fee-schemes-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/fee/')({
  validateSearch: feeSchemeList.schema,
  search: { middlewares: feeSchemeList.middlewares },
  loaderDeps: ({ search }) => feeSchemeList.query(search),
  beforeLoad: guardedBy(permission('Fee Scheme', 'View')),
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
