import { Box, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

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

/** One figure of the dashboard with what it was in the previous period. */
export function StatCard({ id, label, value, detail, change, higherIsBetter = true, comparedWith = 'previousPeriod', loading = false }: StatCardProps) {
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
    <Box bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p="4" minW="0" data-testid={loading ? `stat-${id}-loading` : `stat-${id}`}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" overflowWrap="anywhere" data-testid="stat-figure">
        {value}
      </Text>
      {(detail || loading) && (
        <Text fontSize="sm" color="fg.muted">
          {detail || '\u00a0'}
        </Text>
      )}
      {loading && (
        <Text fontSize="xs" mt="1" aria-hidden="true">
          {'\u00a0'}
        </Text>
      )}
      {change !== undefined && (
        <Text
          fontSize="xs"
          mt="1"
          color={tone === 'neutral' ? 'fg.muted' : tone === 'good' ? { base: 'green.700', _dark: 'green.300' } : { base: 'red.700', _dark: 'red.300' }}
          data-testid="stat-change"
          data-tone={tone}
        >
          {shown === null ? t`No earlier figure to compare with` : change === 0 ? wording.same : up ? wording.up : wording.down}
        </Text>
      )}
    </Box>
  )
}
