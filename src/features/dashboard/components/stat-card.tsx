import '../../../components/card.css'
import './live-figures.css'

import { useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'

import { formatNumber } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { changeTone, type ComparedWith } from '../period-comparison'

/** The change from the previous period, in percent; null when there was nothing to compare with. */
export function changeOf(current: number, previous: number | undefined): number | null {
  if (previous === undefined || previous === 0) return null
  return ((current - previous) / previous) * 100
}

interface StatCardProps {
  id: string
  label: ReactNode
  value: ReactNode
  detail?: ReactNode
  /** Percent change against the previous period; `higherIsBetter` colours it once the period is over. */
  change?: number | null | undefined
  higherIsBetter?: boolean
  /** What the change is against: while the period runs, the same elapsed span before (in a neutral tone). */
  comparedWith?: ComparedWith
  /** While the figures load: the card keeps the height it will have, so nothing below it moves. */
  loading?: boolean
}

/**
 * One figure of the dashboard with what it was in the previous period. Plain HTML (live-figures.css),
 * and drawn again only when its own figure changed: a live update redraws the cards that moved.
 */
export const StatCard = memo(function StatCard({ id, label, value, detail, change, higherIsBetter = true, comparedWith = 'previousPeriod', loading = false }: StatCardProps) {
  const { t } = useLingui()
  const locale = activeLocale()
  const shown = change === null || change === undefined ? null : formatNumber(Math.abs(change) / 100, locale, { style: 'percent', maximumFractionDigits: 1 })
  const up = (change ?? 0) > 0
  const tone = changeTone(change, higherIsBetter, comparedWith)
  const wording = {
    previousPeriod: { up: t`▲ ${shown} on the previous period`, down: t`▼ ${shown} on the previous period`, same: t`Same as the previous period` },
    sameHoursYesterday: { up: t`▲ ${shown} vs same hours yesterday`, down: t`▼ ${shown} vs same hours yesterday`, same: t`Level with the same hours yesterday` },
    sameSpanBefore: {
      up: t`▲ ${shown} so far vs the same span of the previous period`,
      down: t`▼ ${shown} so far vs the same span of the previous period`,
      same: t`Level so far with the same span of the previous period`,
    },
  }[comparedWith]
  return (
    <div className="card stat-card" data-testid={loading ? `stat-${id}-loading` : `stat-${id}`}>
      <p className="stat-card__label">{label}</p>
      <p className="stat-card__figure" data-testid="stat-figure">
        {value}
      </p>
      {(detail || loading) && <p className="stat-card__detail">{detail || '\u00a0'}</p>}
      {loading && (
        <p className="stat-card__change" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      {change !== undefined && (
        <p className="stat-card__change" data-testid="stat-change" data-tone={tone}>
          {shown === null ? t`No earlier figure to compare with` : change === 0 ? wording.same : up ? wording.up : wording.down}
        </p>
      )}
    </div>
  )
})
