// A fee rule in one line of the user's language: "₦10.00 to ₦5,000.00 · ₦25.00 to ₦50,000.00 · ₦50.00 above".
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { FeeRuleShape } from '../../lib/fees'
import { formatNaira, formatNumber } from '../../lib/format'
import type { Locale } from '../../lib/i18n'

export function ruleSummary(rule: FeeRuleShape, i18n: I18n, locale: Locale): string {
  const naira = (kobo: number) => formatNaira(kobo, locale)
  switch (rule.type) {
    case 'Flat':
      return rule.amount === 0 ? i18n._(msg`Free`) : naira(rule.amount)
    case 'Percentage': {
      const percent = formatNumber(rule.percent / 100, locale, { style: 'percent', maximumFractionDigits: 2 })
      const parts = [percent]
      if (rule.minAmount !== null) parts.push(i18n._(msg`at least ${naira(rule.minAmount)}`))
      if (rule.capAmount !== null) parts.push(i18n._(msg`at most ${naira(rule.capAmount)}`))
      return parts.join(', ')
    }
    case 'Banded':
      return rule.bands.map((band) => (band.upTo === null ? i18n._(msg`${naira(band.amount)} above`) : i18n._(msg`${naira(band.amount)} to ${naira(band.upTo)}`))).join(' · ')
  }
}
