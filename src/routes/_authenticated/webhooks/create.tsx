import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { WebhookSubscriptionForm } from '../../../features/webhooks/webhook-subscription-form'
import { permission } from '../../../lib/permissions'
import { returnedSearch } from '../../../lib/returned-request'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/webhooks/create')({
  // A subscription returned for correction, reopened filled: saving resubmits that request.
  validateSearch: v.object(returnedSearch),
  beforeLoad: guardedBy(permission('Webhook', 'Manage Webhook')),
  component: Page,
})

function Page() {
  const { returned } = Route.useSearch()
  return (
    <PageFrame title={msg`Subscribe a URL`} section={msg`Webhooks`}>
      {returned === undefined ? (
        <WebhookSubscriptionForm />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="createWebhookSubscription">
          {(request) => <WebhookSubscriptionForm returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
