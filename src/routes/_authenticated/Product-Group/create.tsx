import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { ProductGroupForm } from '../../../features/product-groups/product-group-form'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/Product-Group/create')({
  beforeLoad: guardedBy(permission('Product Group', 'Create')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Product Group`} section={msg`Products Group`}>
      <ProductGroupForm />
    </PageFrame>
  )
}
