// The period of a dashboard screen: quick choices (today, 7 days, this month, 30 days) or any dates,
// in the URL; and the super agent filter.
import { Button, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

import { DateRangeFilter, SelectFilter } from '../../../components/data-table/filters'
import { addDays, lagosToday, monthStart } from '../../../lib/lagos-days'
import { useReference } from '../../../offline/reference-data'

export interface Period {
  startDate: string
  endDate: string
}

export function presetPeriods(today = lagosToday()) {
  return {
    today: { startDate: today, endDate: today },
    week: { startDate: addDays(today, -6), endDate: today },
    month: { startDate: monthStart(today), endDate: today },
    thirty: { startDate: addDays(today, -29), endDate: today },
  } satisfies Record<string, Period>
}

/** The URL's dates, or the screen's default period. */
export function periodOf(search: { startDate?: string | undefined; endDate?: string | undefined }, fallback: Period): Period {
  const startDate = search.startDate ?? (search.endDate && search.endDate < fallback.startDate ? search.endDate : fallback.startDate)
  const endDate = search.endDate ?? (search.startDate && search.startDate > fallback.endDate ? search.startDate : fallback.endDate)
  return { startDate, endDate }
}

export function PeriodFilter({ period, onChange }: { period: Period; onChange: (period: { startDate: string | undefined; endDate: string | undefined }) => void }) {
  const { t } = useLingui()
  const presets = presetPeriods()
  const choices: [keyof typeof presets, string][] = [
    ['today', t`Today`],
    ['week', t`Last 7 days`],
    ['month', t`This month`],
    ['thirty', t`Last 30 days`],
  ]
  return (
    <>
      <Flex gap="1" wrap="wrap" role="group" aria-label={t`Period`} alignSelf="flex-end">
        {choices.map(([key, label]) => {
          const chosen = presets[key].startDate === period.startDate && presets[key].endDate === period.endDate
          return (
            <Button key={key} size="sm" variant={chosen ? 'solid' : 'outline'} colorPalette={chosen ? 'brand' : undefined} aria-pressed={chosen} onClick={() => onChange(presets[key])}>
              {label}
            </Button>
          )
        })}
      </Flex>
      <DateRangeFilter startDate={period.startDate} endDate={period.endDate} onChange={onChange} />
    </>
  )
}

export function SuperAgentSelect({ value, onChange }: { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const { t } = useLingui()
  const superAgents = useReference('superAgents')
  return (
    <SelectFilter
      label={t`Super agent`}
      name="superAgentId"
      value={value}
      allLabel={t`All super agents`}
      options={(superAgents.data?.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
      onChange={onChange}
    />
  )
}

/** The filters above a dashboard screen's figures, in the URL's order. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex as="search" gap="3" wrap="wrap" align="flex-end" bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p={{ base: '3', md: '5' }}>
      {children}
    </Flex>
  )
}
