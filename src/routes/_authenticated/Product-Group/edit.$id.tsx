import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { QueryBlock } from '../../../components/feedback/query-state'
import { ReadOnlyFieldset } from '../../../components/form/read-only-fieldset'
import { PageFrame } from '../../../components/layout/page-frame'
import { productGroupQueryOptions, useProductGroup } from '../../../features/product-groups/api/get-product-group'
import { ProductGroupForm } from '../../../features/product-groups/product-group-form'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { permission } from '../../../lib/permissions'
import { returnedSearch, type ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Product-Group/edit/$id')({
  // An update returned for correction, reopened with what was sent: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: recordGuardedBy(permission('Product Group', 'Update')),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(productGroupQueryOptions(Number(params.id)))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  const group = useProductGroup(id)
  const page = (request?: ReturnedRequest) => (
    <QueryBlock query={group} testId="product-group">
      {(data) => (
        <PendingChange entityType="ProductGroup" entityId={data.id}>
          {(locked) => (
            <ReadOnlyFieldset readOnly={locked && !request}>
              <ProductGroupForm key={`${data.id}:${data.updatedAt}`} group={data} {...(request ? { returned: request } : {})} />
            </ReadOnlyFieldset>
          )}
        </PendingChange>
      )}
    </QueryBlock>
  )
  return (
    <PageFrame title={msg`Edit Product Group`} section={msg`Products Group`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateProductGroup">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
