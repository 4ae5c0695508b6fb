import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { productGroupSearchSchema } from '../../../features/product-groups/product-group-search'

// The page frame only: this screen's content arrives with its own issue.
export const Route = createFileRoute('/_authenticated/Product-Group/')({
  validateSearch: productGroupSearchSchema,
  component: Page,
})

function Page() {
  return <PageFrame title={msg`Manage Product Group`} section={msg`Products Group`} />
}
