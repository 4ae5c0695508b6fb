// How chart points and groups read: hours, days and months in the locale; products, channels and
// statuses through the entities' words.
import type { I18n, MessageDescriptor } from '@lingui/core'

import { productCategoryLabels } from '../../entities/product-group'
import { channelLabels, transactionStatusLabels } from '../../entities/transaction'
import { formatDate } from '../../lib/format'
import type { Locale } from '../../lib/i18n'
import type { Interval } from './api/dashboard-keys'

/** A point's period (yyyy-mm-dd, or yyyy-mm-ddTHH:00 for an hour) as a short axis label. */
export function periodLabel(period: string, interval: Interval, locale: Locale): string {
  if (interval === 'Hour') return period.slice(11, 16)
  const day = new Date(`${period.slice(0, 10)}T12:00:00Z`)
  if (interval === 'Month') return formatDate(day, locale, { month: 'short', year: '2-digit' })
  return formatDate(day, locale, { day: 'numeric', month: 'short' })
}

/** The chart's interval for a period: hours for a day or two, days up to three months, then weeks. */
export function intervalFor(days: number): Interval {
  if (days <= 2) return 'Hour'
  if (days <= 92) return 'Day'
  return 'Week'
}

/** A group of a series in the user's words (products, channels, statuses); names (super agents, states) as they are. */
export function groupLabel(groupBy: 'Product' | 'Channel' | 'Status' | 'State' | 'SuperAgent', id: string, label: string, i18n: I18n): string {
  const words: Readonly<Record<string, MessageDescriptor>> | undefined =
    groupBy === 'Product' ? productCategoryLabels : groupBy === 'Channel' ? channelLabels : groupBy === 'Status' ? transactionStatusLabels : undefined
  const word = words?.[id]
  return word ? i18n._(word) : label
}
