import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { QueryBlock } from '../../../components/feedback/query-state'
import { ReadOnlyFieldset } from '../../../components/form/read-only-fieldset'
import { PageFrame } from '../../../components/layout/page-frame'
import { productGroupQueryOptions, useProductGroup } from '../../../features/product-groups/api/get-product-group'
import { ProductGroupForm } from '../../../features/product-groups/product-group-form'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { permission } from '../../../lib/permissions'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Product-Group/edit/$id')({
  beforeLoad: recordGuardedBy(permission('Product Group', 'Update')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(productGroupQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const group = useProductGroup(id)
  return (
    <PageFrame title={msg`Edit Product Group`} section={msg`Products Group`}>
      <QueryBlock query={group} testId="product-group">
        {(data) => (
          <PendingChange entityType="ProductGroup" entityId={data.id}>
            {(locked) => (
              <ReadOnlyFieldset readOnly={locked}>
                <ProductGroupForm key={`${data.id}:${data.updatedAt}`} group={data} />
              </ReadOnlyFieldset>
            )}
          </PendingChange>
        )}
      </QueryBlock>
    </PageFrame>
  )
}
