import { Box, Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'

import { Card } from '../../components/card'
import { CopyButton } from '../../components/copy-button'
import { EnumFilter, ListView, RowActions, useListSearch, useRowActions, type DataColumn, type RowAction } from '../../components/data-table'
import { fieldDetails } from '../../components/data-table/field-columns'
import { DetailList } from '../../components/detail-list'
import { FieldValue } from '../../components/field-value'
import { QueryBlock, StaleNotice } from '../../components/feedback/query-state'
import { FormAlert } from '../../components/form/form-alert'
import { ReadOnlyFieldset } from '../../components/form/read-only-fieldset'
import {
  webhookDeliveryEventLabels,
  webhookDeliveryFields,
  webhookDeliveryStatusLabels,
  webhookFailureKind,
  webhookFailureLabels,
  webhookSubscriptionDeletion,
  webhookSubscriptionFields,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookSubscription,
} from '../../entities/webhook-subscription'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDateTime, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useOnline } from '../../lib/online'
import { permission } from '../../lib/permissions'
import type { ReturnedRequest } from '../../lib/returned-request'
import { errorMessage } from '../../lib/validation'
import { useDeleteWebhookSubscription } from './api/delete-webhook-subscription'
import { useWebhookSubscription } from './api/get-webhook-subscription'
import { useWebhookDeliveries } from './api/list-webhook-deliveries'
import { useRedeliverWebhook } from './api/redeliver-webhook'
import { useRevealWebhookSecret } from './api/reveal-webhook-secret'
import { useSendWebhookTestEvent } from './api/send-webhook-test-event'
import { webhookDeliveryList } from './webhook-search'
import { WebhookSubscriptionForm } from './webhook-subscription-form'

/**
 * One subscription: its fields in words, its change and delete, its signing secret, a test event and its delivery log.
 * `locked`: a change to it waits for approval, so it is neither changed nor deleted meanwhile.
 */
export function WebhookSubscriptionPage({ id, locked = false, returned }: { id: number; locked?: boolean; returned?: ReturnedRequest | undefined }) {
  const query = useWebhookSubscription(id)
  return (
    <QueryBlock query={query} testId="webhook-subscription">
      {(subscription) => (
        <>
          {/* Offline, the subscription as it was last seen, with its age. */}
          <StaleNotice query={query} />
          <WebhookSubscriptionView subscription={subscription} locked={locked} returned={returned} />
        </>
      )}
    </QueryBlock>
  )
}

function WebhookSubscriptionView({ subscription, locked, returned }: { subscription: WebhookSubscription; locked: boolean; returned?: ReturnedRequest | undefined }) {
  const { t, i18n } = useLingui()
  const canManage = usePermission(permission('Webhook', 'Manage Webhook'))
  const online = useOnline()
  const live = subscription.status !== 'Deleted'
  const remove = useDeleteWebhookSubscription()
  const actions = useRowActions()
  const manage = canManage && live
  const pageActions: RowAction[] = manage && !locked ? [actions.remove({ ...webhookSubscriptionDeletion(subscription), run: () => remove.run(subscription.id) })] : []

  return (
    <Stack gap="5" data-testid="webhook-subscription-page" data-status={subscription.status}>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="md" minW="0" overflowWrap="anywhere">
          <bdi dir="ltr">{subscription.url}</bdi>
        </Heading>
        <FieldValue definition={webhookSubscriptionFields.status} value={subscription.status} />
        <Box flex="1" />
        <RowActions label={subscription.url} actions={pageActions} />
      </Flex>
      {actions.notice}
      {manage && !online && (
        <Text fontSize="sm" color="fg.muted" data-testid="needs-network">
          <Trans>You are offline: changing the subscription, showing its secret, sending a test event and sending a delivery again need the network.</Trans>
        </Text>
      )}
      <Card title={<Trans>The subscription</Trans>} testId="webhook-subscription-details">
        <DetailList items={fieldDetails(webhookSubscriptionFields, subscription, ['url', 'description', 'eventTypes', 'status', 'createdBy', 'createdAt', 'updatedAt'], i18n)} />
      </Card>
      {manage && (
        <Flex gap="5" direction={{ base: 'column', lg: 'row' }} align="stretch">
          <Box flex="1" minW="0">
            <SigningSecret subscription={subscription} online={online} />
          </Box>
          <Box flex="1" minW="0">
            <TestEvent subscription={subscription} online={online} />
          </Box>
        </Flex>
      )}
      <DeliveryLog subscription={subscription} canRedeliver={manage && online} />
      {manage && (
        <Stack gap="3">
          <Heading as="h2" size="sm">
            <Trans>Change the subscription</Trans>
          </Heading>
          <ReadOnlyFieldset readOnly={locked}>
            <WebhookSubscriptionForm key={`${subscription.id}:${subscription.updatedAt}`} subscription={subscription} {...(returned ? { returned } : {})} />
          </ReadOnlyFieldset>
        </Stack>
      )}
      {!live && (
        <Text fontSize="sm" color="fg.muted">
          {t`This subscription is deleted: nothing more is sent to it. Its delivery log stays readable.`}
        </Text>
      )}
    </Stack>
  )
}

/** The secret deliveries are signed with, read on demand: each reading is written to the audit trail. */
function SigningSecret({ subscription, online }: { subscription: WebhookSubscription; online: boolean }) {
  const reveal = useRevealWebhookSecret()
  return (
    <Card title={<Trans>Signing secret</Trans>} testId="webhook-secret">
      <Stack gap="3" align="flex-start">
        <Text fontSize="sm">
          <Trans>The receiver checks each delivery's signature with this secret. Each time it is shown, the audit trail records who read it.</Trans>
        </Text>
        {reveal.data ? (
          <Flex gap="2" align="center" wrap="wrap" maxW="full">
            <Code dir="ltr" data-testid="webhook-secret-value" wordBreak="break-all" whiteSpace="normal">
              {reveal.data}
            </Code>
            <CopyButton value={reveal.data} testId="copy-webhook-secret" />
          </Flex>
        ) : (
          <Button size="sm" variant="outline" loading={reveal.isPending} disabled={!online} onClick={() => reveal.mutate(subscription.id)} data-testid="reveal-webhook-secret">
            <Trans>Show the signing secret</Trans>
          </Button>
        )}
        {!online && !reveal.data && (
          <Text fontSize="xs" color="fg.muted">
            <Trans>Needs the network.</Trans>
          </Text>
        )}
        {reveal.isError && <FormAlert status="error">{errorMessage(reveal.error)}</FormAlert>}
      </Stack>
    </Card>
  )
}

/** A signed `webhook.test` to this subscription alone: it appears in the delivery log. */
function TestEvent({ subscription, online }: { subscription: WebhookSubscription; online: boolean }) {
  const send = useSendWebhookTestEvent()
  return (
    <Card title={<Trans>Test event</Trans>} testId="webhook-test">
      <Stack gap="3" align="flex-start">
        <Text fontSize="sm">
          <Trans>Sends a signed test event to this address, to check the receiver before real events reach it. It appears in the delivery log.</Trans>
        </Text>
        <Button
          size="sm"
          variant="outline"
          loading={send.isPending}
          disabled={!online || subscription.status !== 'Active'}
          onClick={() => send.mutate(subscription.id)}
          data-testid="send-webhook-test"
        >
          <Trans>Send a test event</Trans>
        </Button>
        {!online && (
          <Text fontSize="xs" color="fg.muted">
            <Trans>Needs the network.</Trans>
          </Text>
        )}
        {subscription.status !== 'Active' && (
          <Text fontSize="xs" color="fg.muted">
            <Trans>Only an active subscription receives events.</Trans>
          </Text>
        )}
        {send.isSuccess && (
          <FormAlert status="success">
            <Trans>Test event sent: see its delivery in the log.</Trans>
          </FormAlert>
        )}
        {send.isError && <FormAlert status="error">{errorMessage(send.error)}</FormAlert>}
      </Stack>
    </Card>
  )
}

/** Every event sent (or being sent) to the subscription, newest first, each with every attempt; status filter and page in the URL. */
function DeliveryLog({ subscription, canRedeliver }: { subscription: WebhookSubscription; canRedeliver: boolean }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(webhookDeliveryList)
  const redeliver = useRedeliverWebhook()
  const eventLabel = (delivery: WebhookDelivery) => {
    const label = (webhookDeliveryEventLabels as Record<string, (typeof webhookDeliveryEventLabels)[keyof typeof webhookDeliveryEventLabels] | undefined>)[delivery.event.type]
    return label ? i18n._(label) : delivery.event.type
  }

  const columns: DataColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: i18n._(webhookDeliveryFields.eventType.label),
      phoneLabel: false,
      hideable: false,
      cell: (delivery) => (
        <Stack gap="0">
          <Text as="span" fontWeight="medium">
            {eventLabel(delivery)}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" data-testid="delivery-summary">
            <DeliverySummary delivery={delivery} />
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {formatDateTime(delivery.event.occurredAt, locale)}
          </Text>
        </Stack>
      ),
      exportValue: (delivery) => eventLabel(delivery),
    },
    {
      id: 'status',
      header: i18n._(webhookDeliveryFields.status.label),
      width: '8rem',
      priority: 'key',
      cell: (delivery) => <FieldValue definition={webhookDeliveryFields.status} value={delivery.status} />,
    },
    {
      id: 'attempts',
      header: t`Attempts`,
      width: '13rem',
      priority: 'key',
      cell: (delivery) => <Attempts delivery={delivery} />,
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: '8rem',
      align: 'end',
      hideable: false,
      cell: (delivery) =>
        canRedeliver && (
          <Button
            size="xs"
            variant="outline"
            loading={redeliver.isPending && redeliver.variables.deliveryId === delivery.id}
            aria-label={t`Send again: ${eventLabel(delivery)}`}
            onClick={() => redeliver.mutate({ id: subscription.id, deliveryId: delivery.id })}
          >
            <Trans>Send again</Trans>
          </Button>
        ),
    },
  ]

  return (
    <Card title={<Trans>Delivery log</Trans>} testId="webhook-delivery-log">
      <Stack gap="3">
        {redeliver.isError && <FormAlert status="error">{errorMessage(redeliver.error)}</FormAlert>}
        {redeliver.isSuccess && (
          <FormAlert status="success">
            <Trans>Sent again: the new attempt is in the log.</Trans>
          </FormAlert>
        )}
        <ListView
          id="webhook-deliveries"
          label={t`Deliveries of ${subscription.url}`}
          list={list}
          query={useWebhookDeliveries(subscription.id, list.query)}
          columns={columns}
          rowAttributes={(delivery) => ({ 'data-delivery-id': String(delivery.id), 'data-status': delivery.status })}
          filters={<EnumFilter label={t`Status`} {...list.filter('status')} labels={webhookDeliveryStatusLabels} allLabel={t`All statuses`} />}
          emptyMessage={<Trans>Nothing has been sent to this address yet.</Trans>}
          filteredEmptyMessage={<Trans>No delivery matches this filter.</Trans>}
        />
      </Stack>
    </Card>
  )
}

const shownAttempts = 3

/** The last attempts of a delivery: when, the receiver's answer or why there was none, how long it took. */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const locale = activeLocale()
  if (delivery.attempts.length === 0)
    return (
      <Text as="span" fontSize="sm" color="fg.muted">
        <Trans>Not tried yet</Trans>
      </Text>
    )
  // The last few attempts: a receiver down for a day has dozens, which the summary counts.
  const shown = delivery.attempts.slice(-shownAttempts)
  const earlier = delivery.attempts.length - shown.length
  return (
    <Stack as="ol" gap="1" listStyleType="none" fontSize="sm" data-testid="webhook-attempts">
      {earlier > 0 && (
        <Text as="li" color="fg.muted" fontSize="xs" data-testid="earlier-attempts">
          <Plural value={earlier} one="# earlier attempt" other="# earlier attempts" />
        </Text>
      )}
      {shown.map((attempt) => {
        const duration = formatNumber(attempt.durationMs, locale)
        return (
          <Box as="li" key={attempt.at}>
            <Text as="span" display="block">
              <AttemptAnswer attempt={attempt} />
              {' · '}
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                <Trans>{duration} ms</Trans>
              </Text>
            </Text>
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {formatDateTime(attempt.at, locale)}
            </Text>
          </Box>
        )
      })}
      {delivery.nextAttemptAt && delivery.status === 'Pending' && (
        <Text as="li" color="fg.muted" fontSize="xs">
          <Trans>Next attempt: {formatDateTime(delivery.nextAttemptAt, locale)}</Trans>
        </Text>
      )}
    </Stack>
  )
}

/** The receiver's answer to one attempt: its HTTP status, or why there was none, in the user's words. */
function AttemptAnswer({ attempt }: { attempt: WebhookAttempt }) {
  const { i18n } = useLingui()
  const failure = webhookFailureKind(attempt)
  const status = attempt.statusCode !== null && (
    <bdi dir="ltr" data-testid="attempt-status">
      HTTP {attempt.statusCode}
    </bdi>
  )
  if (failure === null) return status
  return (
    <>
      {status}
      {status && ' · '}
      <Text as="span" color="red.fg" data-testid="attempt-failure" data-failure={failure}>
        {i18n._(webhookFailureLabels[failure])}
      </Text>
    </>
  )
}

/** The last attempt's answer as words: "HTTP 500", or the kind of failure. */
function lastAnswer(attempt: WebhookAttempt, i18n: I18n): string {
  const failure = webhookFailureKind(attempt)
  if (failure !== null && attempt.statusCode === null) return i18n._(webhookFailureLabels[failure])
  return `HTTP ${attempt.statusCode ?? ''}`
}

/** How a delivery stands, worded from its status, its attempts and the last answer (the platform's own summary is English). */
function DeliverySummary({ delivery }: { delivery: WebhookDelivery }) {
  const { i18n } = useLingui()
  const tries = delivery.attempts.length
  const last = delivery.attempts.at(-1)
  const answer = last ? lastAnswer(last, i18n) : ''
  if (delivery.status === 'Succeeded') return <Plural value={tries} one="Delivered at the first attempt" other="Delivered after # attempts" />
  if (tries === 0) return <Trans>Waiting for its first attempt</Trans>
  if (delivery.status === 'Failed') return <Plural value={tries} one={`Given up after # attempt; last answer: ${answer}`} other={`Given up after # attempts; last answer: ${answer}`} />
  return <Plural value={tries} one={`# attempt so far; last answer: ${answer}`} other={`# attempts so far; last answer: ${answer}`} />
}
