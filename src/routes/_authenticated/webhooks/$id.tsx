import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { ReturnedRequestGate } from '../../../features/approvals/components/returned-request-gate'
import { webhookSubscriptionQueryOptions } from '../../../features/webhooks/api/get-webhook-subscription'
import { webhookDeliveriesQueryOptions } from '../../../features/webhooks/api/list-webhook-deliveries'
import { webhookDeliveryList } from '../../../features/webhooks/webhook-search'
import { WebhookSubscriptionPage } from '../../../features/webhooks/webhook-subscription-page'
import { permission } from '../../../lib/permissions'
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
  return (
    <PageFrame title={msg`Webhook subscription`} section={msg`Webhooks`}>
      {returned === undefined ? (
        <WebhookSubscriptionPage key={id} id={id} />
      ) : (
        <ReturnedRequestGate key={returned} requestId={returned} operation="updateWebhookSubscription">
          {(request) => <WebhookSubscriptionPage key={id} id={id} returned={request} />}
        </ReturnedRequestGate>
      )}
    </PageFrame>
  )
}
