// Search params of the webhook screens: the filters live in the URL, every one with a fallback.
import { webhookDeliveryStatusValues, webhookSubscriptionStatusValues } from '../../api/schema/admin'
import { returnedSearch } from '../../lib/returned-request'
import { cursorListSearch, oneOf } from '../../lib/search'

const subscriptionStatuses = webhookSubscriptionStatusValues as unknown as readonly ['Active', 'Disabled', 'Deleted']
const deliveryStatuses = webhookDeliveryStatusValues as unknown as readonly ['Pending', 'Succeeded', 'Failed']

export const webhookSubscriptionList = cursorListSearch({ status: oneOf(subscriptionStatuses) })

export type WebhookSubscriptionListQuery = ReturnType<typeof webhookSubscriptionList.query>

/** A subscription's page: its delivery log's status filter and page, and a change returned for correction (`?returned=`). */
export const webhookDeliveryList = cursorListSearch({ status: oneOf(deliveryStatuses) }, returnedSearch)

export type WebhookDeliveryListQuery = ReturnType<typeof webhookDeliveryList.query>
