import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { productGroupsQueryOptions } from '../../../features/product-groups/api/list-product-groups'
import { productGroupList } from '../../../features/product-groups/product-group-search'
import { ProductGroupsPage } from '../../../features/product-groups/product-groups-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Product-Group/')({
  validateSearch: productGroupList.schema,
  search: { middlewares: productGroupList.middlewares },
  loaderDeps: ({ search }) => productGroupList.query(search),
  beforeLoad: guardedBy(permission('Product Group', 'View')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productGroupsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Manage Product Group`} section={msg`Products Group`}>
      <ProductGroupsPage />
    </PageFrame>
  )
}
