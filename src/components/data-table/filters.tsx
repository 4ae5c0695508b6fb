// The list filters: each writes its value to the URL through useListSearch. Each fills its cell of
// the filter bar's grid (list-page.tsx), which sizes the cells.
import { Button, Field, Input, NativeSelect } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { entityStatusLabels } from '../../entities/common'
import type { EntitySource, PickerScope } from '../../lib/entity-sources'
import { EntityPicker } from '../entity-picker/entity-picker'
import type { entityStatuses } from '../../lib/search'

const TEXT_DELAY_MS = 350

interface SelectFilterProps<V extends string | number> {
  label: ReactNode
  name: string
  value: V | undefined
  options: readonly { value: V; label: string }[]
  /** The first choice, meaning no filter ("All statuses"). */
  allLabel: string
  onChange: (value: V | undefined) => void
}

export function SelectFilter<V extends string | number>({ label, name, value, options, allLabel, onChange }: SelectFilterProps<V>) {
  const { t } = useLingui()
  // The URL's value is shown even before (or without) its choices: a filtered list never says "All".
  const shown = value !== undefined && !options.some((option) => option.value === value) ? [{ value, label: t`No. ${value}` }, ...options] : options
  return (
    <Field.Root width="full">
      <Field.Label whiteSpace="nowrap">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value === undefined ? '' : String(value)} onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)}>
          <option value="">{allLabel}</option>
          {shown.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/**
 * A filter on a record (a merchant, an agent…): searched on the platform, named from the URL's id even
 * when it is not among the first results; empty means "All …" (`allLabel`).
 */
export function EntityFilter<S extends PickerScope>({
  label,
  name,
  value,
  onChange,
  source,
  scope,
  allLabel,
}: {
  label: string
  name: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  source: EntitySource<S>
  scope?: S
  allLabel: string
}) {
  const id = useId()
  return (
    <Field.Root width="full">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <EntityPicker source={source} scope={scope} size="sm" name={name} inputId={id} value={value} placeholder={allLabel} onChange={(chosen) => onChange(chosen)} testId={`${name}-filter`} />
    </Field.Root>
  )
}

/** A filter on one of a contract's enums, each value in the user's words ("All …" first). */
export function EnumFilter<V extends string>({
  label,
  name,
  value,
  labels,
  allLabel,
  onChange,
}: {
  label: string
  name: string
  value: V | undefined
  labels: Readonly<Record<V, MessageDescriptor>>
  allLabel: string
  onChange: (value: V | undefined) => void
}) {
  const { i18n } = useLingui()
  const options = (Object.keys(labels) as V[]).map((option) => ({ value: option, label: i18n._(labels[option]) }))
  return <SelectFilter label={label} name={name} value={value} allLabel={allLabel} options={options} onChange={onChange} />
}

type EntityStatus = (typeof entityStatuses)[number]

/** The status filter of every managed list: Active, Inactive, Pending, Deleted. */
export function StatusFilter({ value, onChange }: { name?: string; value: EntityStatus | undefined; onChange: (value: EntityStatus | undefined) => void }) {
  const { t } = useLingui()
  return <EnumFilter label={t`Status`} name="status" value={value} labels={entityStatusLabels} allLabel={t`All statuses`} onChange={onChange} />
}

/** A filter control's binding to its URL param (useListSearch's `filter(key)`). */
interface FilterBinding<V> {
  name: string
  value: V | undefined
  onChange: (value: V | undefined) => void
}

/** The name and status filters of every managed list (product groups, fee schemes, commission groups). */
export function NameStatusFilters({ name, status }: { name: FilterBinding<string>; status: FilterBinding<EntityStatus> }) {
  const { t } = useLingui()
  return (
    <>
      <TextFilter label={t`Name`} {...name} />
      <StatusFilter {...status} />
    </>
  )
}

interface TextFilterProps {
  label: ReactNode
  name: string
  value: string | undefined
  /** Called once typing pauses; the URL is replaced, not pushed, so Back leaves the list. */
  onChange: (value: string | undefined) => void
  maxLength?: number
  /** What a value must look like (an account number: ten digits); anything else is named and not applied. */
  pattern?: RegExp
  invalidMessage?: string
  inputMode?: 'numeric' | 'text'
}

export function TextFilter({ label, name, value, onChange, maxLength = 100, pattern, invalidMessage, inputMode }: TextFilterProps) {
  const [text, setText] = useState(value ?? '')
  const trimmed = text.trim()
  const invalid = Boolean(pattern && trimmed && !pattern.test(trimmed))
  const [shown, setShown] = useState(value)
  const timer = useRef<number | undefined>(undefined)
  // The URL changed from elsewhere (Clear filters, Back): show it.
  if (shown !== value) {
    setShown(value)
    if ((text.trim() || undefined) !== value) setText(value ?? '')
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (
    <Field.Root width="full" invalid={invalid}>
      <Field.Label whiteSpace="nowrap">{label}</Field.Label>
      <Input
        size="sm"
        type="search"
        name={name}
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        inputMode={inputMode}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          window.clearTimeout(timer.current)
          const value = next.trim()
          if (pattern && value && !pattern.test(value)) return
          timer.current = window.setTimeout(() => onChange(value || undefined), TEXT_DELAY_MS)
        }}
      />
      {invalid && invalidMessage && <Field.ErrorText data-testid={`${name}-error`}>{invalidMessage}</Field.ErrorText>}
    </Field.Root>
  )
}

interface DateRangeFilterProps {
  startDate: string | undefined
  endDate: string | undefined
  onChange: (range: { startDate: string | undefined; endDate: string | undefined }) => void
}

/** From and To; an end before the start is refused with a message and not applied. */
export function DateRangeFilter({ startDate, endDate, onChange }: DateRangeFilterProps) {
  const { t } = useLingui()
  const [refused, setRefused] = useState<string | null>(null)
  const apply = (next: { startDate: string | undefined; endDate: string | undefined }) => {
    if (next.startDate && next.endDate && next.endDate < next.startDate) {
      setRefused(t`The end date cannot be before the start date`)
      return
    }
    setRefused(null)
    onChange(next)
  }
  return (
    <>
      <Field.Root width="full" invalid={Boolean(refused)}>
        <Field.Label whiteSpace="nowrap">{t`From`}</Field.Label>
        <Input size="sm" type="date" name="startDate" value={startDate ?? ''} max={endDate} onChange={(event) => apply({ startDate: event.target.value || undefined, endDate })} />
      </Field.Root>
      <Field.Root width="full" invalid={Boolean(refused)}>
        <Field.Label whiteSpace="nowrap">{t`To`}</Field.Label>
        <Input size="sm" type="date" name="endDate" value={endDate ?? ''} min={startDate} onChange={(event) => apply({ startDate, endDate: event.target.value || undefined })} />
        {refused && <Field.ErrorText data-testid="date-range-error">{refused}</Field.ErrorText>}
      </Field.Root>
    </>
  )
}

/** Filters used less often, behind a toggle that says how many are set; open while any of them is. */
export function MoreFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(activeCount > 0)
  const shown = open || activeCount > 0
  return (
    <>
      <Button size="sm" variant="outline" justifySelf="start" aria-expanded={shown} onClick={() => setOpen(!shown)} disabled={activeCount > 0} data-testid="more-filters">
        {activeCount > 0 ? t`More filters (${activeCount} set)` : shown ? t`Fewer filters` : t`More filters`}
      </Button>
      {shown && children}
    </>
  )
}
