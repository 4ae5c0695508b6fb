import { Box, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { FormNotices } from '../../components/form/form-notices'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import { businessEventGroups, businessEventTypeLabels, webhookSubscriptionFields, webhookSubscriptionStatusLabels, type WebhookSubscription } from '../../entities/webhook-subscription'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { useFormDraft } from '../../offline/form-drafts'
import { useCreateWebhookSubscription } from './api/create-webhook-subscription'
import { useUpdateWebhookSubscription } from './api/update-webhook-subscription'
import { bodyOf, valuesFromBody, valuesOf, webhookSubscriptionLimits, webhookSubscriptionSchema } from './schemas'

/**
 * Subscribe a URL to business events, or change a subscription: its URL, description, kinds of event
 * and whether it is Active. With `returned`, a request returned for correction, resubmitted on save.
 */
export function WebhookSubscriptionForm({ subscription, returned, onDone }: { subscription?: WebhookSubscription; returned?: ReturnedRequest; onDone?: () => void }) {
  const { t, i18n } = useLingui()
  const create = useCreateWebhookSubscription()
  const update = useUpdateWebhookSubscription()
  const resubmit = useResubmit(returned)
  const mutation = subscription ? update : create

  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input) : valuesOf(subscription),
    validators: { onChange: webhookSubscriptionSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        const body = subscription ? bodyOf(value, subscription.id) : bodyOf(value)
        if (await resubmit.submit(body, { form: formApi })) formApi.reset(value)
        return
      }
      const outcome = subscription ? await update.submit(bodyOf(value, subscription.id), { form: formApi }) : await create.submit(bodyOf(value), { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the subscription as it still is.
      if (outcome.kind === 'sentForApproval' || !subscription) formApi.reset(valuesOf(subscription))
      else formApi.reset(value)
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : subscription ? `webhook-subscription:edit:${subscription.id}` : 'webhook-subscription:create')

  const groups = businessEventGroups.map((group) => ({
    id: group.id,
    label: i18n._(group.label),
    options: group.types.map((type) => ({ value: type, label: i18n._(businessEventTypeLabels[type]) })),
  }))

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="4xl">
      <FormElement guardUnsaved form={form} aria-label={subscription ? t`Change the webhook subscription` : t`Subscribe a URL`} testId="webhook-subscription-form" toCorrect={returned?.fields}>
        <Stack gap="5">
          {returned ? (
            <ReturnedNotices returned={returned} resubmit={resubmit} />
          ) : (
            <FormNotices
              mutation={mutation}
              draft={draft}
              applied={(sent: { url: string }) => (subscription ? <Trans>The subscription of {sent.url} was saved.</Trans> : <Trans>{sent.url} now receives the events chosen.</Trans>)}
            />
          )}
          <div className="ui-form-grid">
            <form.AppField name="url">
              {(field) => (
                <field.TextField
                  type="url"
                  label={i18n._(webhookSubscriptionFields.url.label)}
                  required
                  maxLength={webhookSubscriptionLimits.url.max}
                  placeholder="https://"
                  helperText={t`Where the platform posts the events, signed. Outside demo mode it must be https.`}
                  testId="webhook-url"
                />
              )}
            </form.AppField>
            {subscription && (
              <form.AppField name="status">
                {(field) => (
                  <field.SelectField
                    label={i18n._(webhookSubscriptionFields.status.label)}
                    required
                    helperText={t`Disabled stops the deliveries; events meanwhile are not sent later.`}
                    options={[
                      { value: 'Active', label: i18n._(webhookSubscriptionStatusLabels.Active) },
                      { value: 'Disabled', label: i18n._(webhookSubscriptionStatusLabels.Disabled) },
                    ]}
                  />
                )}
              </form.AppField>
            )}
          </div>
          <form.AppField name="description">
            {(field) => (
              <field.TextField
                label={i18n._(webhookSubscriptionFields.description.label)}
                maxLength={webhookSubscriptionLimits.description}
                helperText={t`What the receiver is, for the people who look after it.`}
              />
            )}
          </form.AppField>
          <form.AppField name="eventTypes">
            {(field) => <field.MultiSelectField label={i18n._(webhookSubscriptionFields.eventTypes.label)} required groups={groups} testId="webhook-event-types" />}
          </form.AppField>
          <form.FormButtons
            submit={returned ? <Trans>Resubmit for approval</Trans> : subscription ? <Trans>Save changes</Trans> : <Trans>Subscribe</Trans>}
            testId="save-webhook-subscription"
            pending={(returned ? resubmit : mutation).isPending}
            back={onDone ?? { to: '/webhooks' }}
            {...(onDone ? { backLabel: <Trans>Close</Trans> } : {})}
          />
        </Stack>
      </FormElement>
    </Box>
  )
}
