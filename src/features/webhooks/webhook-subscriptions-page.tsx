import { Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { actionsColumn, EnumFilter, ListView, NamesCell, pagesOf, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { businessEventTypeLabels, webhookSubscriptionDeletion, webhookSubscriptionFields, webhookSubscriptionStatusLabels, type WebhookSubscription } from '../../entities/webhook-subscription'
import { useCan } from '../../lib/auth/use-permission'
import { formatDateTime, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useDeleteWebhookSubscription } from './api/delete-webhook-subscription'
import { listWebhookSubscriptions, useWebhookSubscriptions } from './api/list-webhook-subscriptions'
import { webhookSubscriptionList } from './webhook-search'

/** Webhooks: the URLs the platform posts business events to, with how their deliveries stand; status filter in the URL. */
export function WebhookSubscriptionsPage() {
  const { t, i18n } = useLingui()
  const list = useListSearch(webhookSubscriptionList)
  const can = useCan('Webhook')
  const remove = useDeleteWebhookSubscription()
  const actions = useRowActions()
  const column = useFieldColumns<WebhookSubscription>(webhookSubscriptionFields)
  const kinds = (row: WebhookSubscription) => row.eventTypes.map((type) => i18n._(businessEventTypeLabels[type]))
  // The address opens the subscription; the row offers what changes it.
  const actionsOf = (row: WebhookSubscription) => [can('Manage Webhook') && row.status !== 'Deleted' && actions.remove({ ...webhookSubscriptionDeletion(row), run: () => remove.run(row.id) })]

  const columns: DataColumn<WebhookSubscription>[] = [
    column('url', { hideable: false, phoneLabel: false, cell: (row) => <AddressCell subscription={row} /> }),
    // Secondary on a tablet: the subscription's page lists them, and the column chooser brings them back.
    column('eventTypes', { width: '13rem', cell: (row) => <NamesCell names={kinds(row)} />, exportValue: (row) => kinds(row).join(', ') }),
    column('status', { width: '7rem', priority: 'key' }),
    {
      id: 'deliveries',
      header: t`Deliveries`,
      width: '11rem',
      priority: 'key',
      cell: (row) => <DeliveriesCell row={row} />,
      exportValue: (row) => t`${row.deliveries.pending} pending, ${row.deliveries.failed} failed, ${row.deliveries.succeeded} succeeded`,
    },
    ...(can('Manage Webhook') ? [actionsColumn(t`Actions`, (row) => row.url, actionsOf, '6rem')] : []),
  ]

  return (
    <ListView
      id="webhook-subscriptions"
      label={t`Webhook subscriptions`}
      list={list}
      query={useWebhookSubscriptions(list.query)}
      columns={columns}
      rowAttributes={(row) => ({ 'data-webhook-id': String(row.id) })}
      filters={<EnumFilter label={t`Status`} {...list.filter('status')} labels={webhookSubscriptionStatusLabels} allLabel={t`All statuses`} />}
      create={can('Manage Webhook') && { link: { to: '/webhooks/create' }, label: <Trans>Subscribe a URL</Trans> }}
      exportAll={{ filename: 'webhook-subscriptions', fetchPage: pagesOf(listWebhookSubscriptions, list.query) }}
      notice={actions.notice}
      emptyMessage={<Trans>No URL receives the platform's events yet.</Trans>}
      filteredEmptyMessage={<Trans>No subscription matches these filters.</Trans>}
    />
  )
}

/** How a subscription's deliveries stand: the counts, then the last answer and when. */
function DeliveriesCell({ row }: { row: WebhookSubscription }) {
  const locale = activeLocale()
  const { pending, failed, succeeded, lastAttemptAt, lastStatusCode } = row.deliveries
  const count = (value: number) => formatNumber(value, locale)
  return (
    <Stack gap="0" fontSize="sm">
      <Text as="span">
        <Trans>{count(succeeded)} succeeded</Trans>
      </Text>
      <Text as="span" color={failed > 0 ? 'red.fg' : undefined}>
        <Trans>
          {count(failed)} failed · {count(pending)} pending
        </Trans>
      </Text>
      {lastAttemptAt && (
        <Text as="span" color="fg.muted" fontSize="xs">
          {lastStatusCode === null ? (
            <Trans>Last: no answer, {formatDateTime(lastAttemptAt, locale)}</Trans>
          ) : (
            <Trans>
              Last: <bdi dir="ltr">HTTP {lastStatusCode}</bdi>, {formatDateTime(lastAttemptAt, locale)}
            </Trans>
          )}
        </Text>
      )}
    </Stack>
  )
}

/** An address cut in two for a cut in its middle: the start (scheme, host) and its last segment, both of which tell subscriptions apart. */
function addressParts(url: string): { head: string; tail: string } {
  if (url.length <= 40) return { head: url, tail: '' }
  const slash = url.lastIndexOf('/')
  const cut = slash > 0 && url.length - slash <= 32 ? slash : url.length - 20
  return { head: url.slice(0, cut), tail: url.slice(cut) }
}

const addressWidth = { md: '17rem', xl: '26rem', '2xl': '36rem' }

/**
 * The address, which opens the subscription, over its description: one line each, a long address cut in
 * its middle (the whole of it in the tooltip), so that it never pushes the key columns off a tablet's width.
 */
function AddressCell({ subscription }: { subscription: WebhookSubscription }) {
  const { head, tail } = addressParts(subscription.url)
  return (
    <>
      <Link to="/webhooks/$id" params={{ id: String(subscription.id) }} className="ui-link" title={subscription.url} aria-label={subscription.url}>
        {/* An address reads left to right, also in Arabic, where it keeps to the column's right edge; its name is the whole address. */}
        <Flex as="span" dir="ltr" fontWeight="medium" maxW={addressWidth} whiteSpace="nowrap" _rtl={{ justifyContent: 'flex-end', marginLeft: 'auto' }}>
          <Text as="span" truncate minW="0">
            {head}
          </Text>
          {tail && (
            <Text as="span" flexShrink={0}>
              {tail}
            </Text>
          )}
        </Flex>
      </Link>
      {subscription.description && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted" dir="auto" truncate maxW={addressWidth} title={subscription.description} _rtl={{ textAlign: 'right', marginLeft: 'auto' }}>
          {subscription.description}
        </Text>
      )}
    </>
  )
}
