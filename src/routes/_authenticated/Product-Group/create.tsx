import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { ProductGroupForm } from '../../../features/product-groups/product-group-form'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Product-Group/create')({
  // A creation returned for correction, reopened filled: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: guardedBy(permission('Product Group', 'Create')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Create Product Group`} section={msg`Products Group`}>
      {returned === undefined ? (
        <ProductGroupForm />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createProductGroup">
          {(request) => <ProductGroupForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
