import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../components/layout/page-frame'
import { ContactPage } from '../../features/support/contact-page'

export const Route = createFileRoute('/_authenticated/contact')({
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Contact`}>
      <ContactPage />
    </PageFrame>
  )
}
