import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { FaqsPage } from '../../features/support/faqs-page'

export const Route = createFileRoute('/_authenticated/FAQs')({
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`FAQs`}>
      <FaqsPage />
    </PageFrame>
  )
}
