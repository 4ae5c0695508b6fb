import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { FeeSchemeForm } from '../../../features/fee-schemes/fee-scheme-form'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/fee/create')({
  beforeLoad: guardedBy(permission('Fee Scheme', 'Create')),
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Create Fee`} section={msg`Fee Management`}>
      <FeeSchemeForm />
    </PageFrame>
  )
}
