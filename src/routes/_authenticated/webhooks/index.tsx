import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageFrame } from '../../../components/layout/page-frame'
import { webhookSubscriptionsQueryOptions } from '../../../features/webhooks/api/list-webhook-subscriptions'
import { webhookSubscriptionList } from '../../../features/webhooks/webhook-search'
import { WebhookSubscriptionsPage } from '../../../features/webhooks/webhook-subscriptions-page'
import { permission } from '../../../lib/permissions'
import { guardedBy } from '../../../lib/route-guard'

export const Route = createFileRoute('/_authenticated/webhooks/')({
  validateSearch: webhookSubscriptionList.schema,
  search: { middlewares: webhookSubscriptionList.middlewares },
  loaderDeps: ({ search }) => webhookSubscriptionList.query(search),
  beforeLoad: guardedBy(permission('Webhook', 'View Webhook')),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(webhookSubscriptionsQueryOptions(deps))
  },
  component: Page,
})

function Page() {
  return (
    <PageFrame title={msg`Webhooks`}>
      <WebhookSubscriptionsPage />
    </PageFrame>
  )
}
