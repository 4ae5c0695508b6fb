import { Stack } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { PendingChange } from '../../../features/approvals/components/pending-change'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { webhookSubscriptionQueryOptions } from '../../../features/webhooks/api/get-webhook-subscription'
import { webhookDeliveriesQueryOptions } from '../../../features/webhooks/api/list-webhook-deliveries'
import { webhookDeliveryList } from '../../../features/webhooks/webhook-search'
import { WebhookSubscriptionPage } from '../../../features/webhooks/webhook-subscription-page'
import { permission } from '../../../lib/permissions'
import type { ReturnedRequest } from '../../../lib/returned-request'
import { recordGuardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/webhooks/$id')({
  validateSearch: webhookDeliveryList.schema,
  search: { middlewares: webhookDeliveryList.middlewares },
  loaderDeps: ({ search }) => webhookDeliveryList.query(search),
  beforeLoad: recordGuardedBy(permission('Webhook', 'View Webhook')),
  loader: ({ context, params, deps }) => {
    const id = Number(params.id)
    void context.queryClient.prefetchQuery(webhookSubscriptionQueryOptions(id))
    void context.queryClient.prefetchQuery(webhookDeliveriesQueryOptions(id, deps))
  },
  component: Page,
})

function Page() {
  const id = Number(Route.useParams().id)
  const { returned } = Route.useSearch()
  // A change waiting on the subscription says so and holds its form and its delete; a request returned to its maker is theirs to correct.
  const page = (request?: ReturnedRequest) => (
    <Stack gap="4">
      <PendingChange entityType="WebhookSubscription" entityId={id}>
        {(locked) => <WebhookSubscriptionPage key={id} id={id} locked={locked && !request} returned={request} />}
      </PendingChange>
    </Stack>
  )
  return (
    <PageFrame title={msg`Webhook subscription`} section={msg`Webhooks`}>
      {returned === undefined ? (
        page()
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateWebhookSubscription">
          {(request) => page(request)}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
