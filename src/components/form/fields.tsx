// The typed fields of the form kit, bound to TanStack Form through the field context: a screen
// writes <form.AppField name="name">{(field) => <field.TextField label={t`Name`} />}</form.AppField>.
import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'

import type { EntitySource, PickerScope } from '../../lib/entity-sources'
import { formatNairaInput, formatNumber, parseNairaInput } from '../../lib/format'
import { activeLocale, type Locale } from '../../lib/i18n'
import { useObjectUrl } from '../../lib/use-object-url'
import type { PickerRecord } from '../../offline/seen-records'
import { EntityPicker } from '../entity-picker/entity-picker'
import { FieldShell } from './field-shell'
import { useFieldContext, useFormContext } from './form-context'
import { TextField as PlainTextField } from './text-field'

interface CommonProps {
  label: ReactNode
  helperText?: ReactNode
  required?: boolean
  disabled?: boolean
  testId?: string
}

/** The first message of a field's errors (valibot issues or strings), once the user has met it. */
function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>()
  const form = useFormContext()
  const attempted = form.state.submissionAttempts > 0
  const meta = field.state.meta
  if (!meta.isTouched && !attempted && !meta.errorMap.onServer) return undefined
  const first: unknown = meta.errors.find((error) => error !== undefined && error !== null && error !== '')
  if (first === undefined) return undefined
  if (typeof first === 'string') return first
  if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') return first.message
  return String(first)
}

/** The field's change handler: an edit clears the platform's error on that field. */
function useChange<T>(): (value: T) => void {
  const field = useFieldContext<T>()
  return (value: T) => {
    if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
    field.handleChange(value)
  }
}

export function TextField({
  type = 'text',
  maxLength,
  autoComplete,
  placeholder,
  ...common
}: CommonProps & { type?: 'text' | 'email' | 'url'; maxLength?: number; autoComplete?: string; placeholder?: string }) {
  const field = useFieldContext<string>()
  const change = useChange<string>()
  return (
    <PlainTextField
      {...common}
      name={field.name}
      type={type}
      value={field.state.value ?? ''}
      onChange={change}
      onBlur={field.handleBlur}
      error={useFieldError()}
      {...(maxLength === undefined ? {} : { maxLength })}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      {...(placeholder === undefined ? {} : { placeholder })}
    />
  )
}

export function TextAreaField({ label, helperText, required, disabled, testId, maxLength, rows = 3 }: CommonProps & { maxLength?: number; rows?: number }) {
  const field = useFieldContext<string | null>()
  const change = useChange<string | null>()
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="ui-input"
          name={field.name}
          rows={rows}
          value={field.state.value ?? ''}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </FieldShell>
  )
}

export interface Option<V extends string | number> {
  value: V
  label: string
  /** A second line under a choice (multi-select). */
  description?: string | undefined
}

export function SelectField<V extends string | number>({ label, helperText, required, disabled, testId, options, placeholder }: CommonProps & { options: readonly Option<V>[]; placeholder?: string }) {
  const field = useFieldContext<V | null | undefined>()
  const change = useChange<V | null | undefined>()
  const value = field.state.value
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="ui-input"
          name={field.name}
          value={value === null || value === undefined ? '' : String(value)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onBlur={field.handleBlur}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value)
            change(chosen ? chosen.value : null)
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

/** The choice of one record (a merchant, a fee scheme…) by searching the platform; the value is its id. */
export function EntityField<S extends PickerScope>({
  label,
  helperText,
  required,
  disabled,
  testId,
  source,
  scope,
  placeholder,
  onChosen,
}: CommonProps & { source: EntitySource<S>; scope?: S; placeholder: string; onChosen?: (record: PickerRecord | undefined) => void }) {
  const field = useFieldContext<number | null | undefined>()
  const change = useChange<number | null | undefined>()
  const value = field.state.value
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <EntityPicker
          source={source}
          scope={scope}
          name={field.name}
          inputId={id}
          describedBy={describedBy}
          invalid={invalid}
          disabled={disabled}
          value={value ?? undefined}
          placeholder={placeholder}
          onBlur={field.handleBlur}
          onChange={(chosen, record) => {
            change(chosen ?? null)
            onChosen?.(record)
          }}
          testId={testId ? `${testId}-picker` : undefined}
        />
      )}
    </FieldShell>
  )
}

/** Choices shown under a heading of their own (a webhook's kinds of event by what they are about). */
export interface OptionGroup<V extends string | number> {
  id: string
  label: string
  options: readonly Option<V>[]
}

export function MultiSelectField<V extends string | number>({
  label,
  helperText,
  required,
  disabled,
  testId,
  options = [],
  groups,
}: CommonProps & { options?: readonly Option<V>[]; groups?: readonly OptionGroup<V>[] }) {
  const field = useFieldContext<V[]>()
  const change = useChange<V[]>()
  const chosen = field.state.value ?? []
  const toggle = (value: V, checked: boolean) => {
    change(checked ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value))
    field.handleBlur()
  }
  const checks = (choices: readonly Option<V>[]) => (
    <div className="ui-checks">
      {choices.map((option) => (
        <label key={String(option.value)} className="ui-check">
          <input
            type="checkbox"
            name={field.name}
            value={String(option.value)}
            checked={chosen.includes(option.value)}
            disabled={disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>
            {option.label}
            {option.description && <small>{option.description}</small>}
          </span>
        </label>
      ))}
    </div>
  )
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} group testId={testId}>
      {() =>
        groups ? (
          <div className="ui-check-groups">
            {groups.map((group) => (
              <fieldset key={group.id} className="ui-check-group" data-group={group.id}>
                <legend className="ui-check-group__label">{group.label}</legend>
                {checks(group.options)}
              </fieldset>
            ))}
          </div>
        ) : (
          checks(options)
        )
      }
    </FieldShell>
  )
}

/** Text typed by the user, kept while it is being edited; the value in the form is the parsed number. */
function useEditedText<T>(value: T, format: (value: T) => string, parse?: (text: string) => T): [string, (text: string) => void] {
  const [text, setText] = useState(() => format(value))
  const [last, setLast] = useState(value)
  // A value set from outside (reset, draft restored) replaces the text being edited; the text that made it stays as typed.
  if (!Object.is(last, value)) {
    setLast(value)
    const typed = parse ? Object.is(parse(text), value) : format(value) === text
    if (!typed && !(text.trim() === '' && value === null)) setText(format(value))
  }
  return [text, setText]
}

interface AffixInputProps {
  id: string
  describedBy: string | undefined
  invalid: boolean
  name: string
  text: string
  prefix?: string
  suffix?: string
  inputMode: 'numeric' | 'decimal' | 'tel'
  disabled?: boolean | undefined
  maxLength?: number
  onText: (text: string) => void
  onBlur: () => void
}

function AffixInput({ id, describedBy, invalid, name, text, prefix, suffix, inputMode, disabled, maxLength, onText, onBlur }: AffixInputProps) {
  return (
    <div className="ui-affix">
      {prefix && (
        <span className="ui-affix__text" aria-hidden="true">
          {prefix}
        </span>
      )}
      <input
        id={id}
        className="ui-input"
        name={name}
        dir="ltr"
        inputMode={inputMode}
        autoComplete="off"
        value={text}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
      />
      {suffix && (
        <span className="ui-affix__text" aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  )
}

/** Digits with an optional decimal point, separators removed; null when empty, NaN when not a number. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s,\u00a0\u202f]/g, '')
  if (cleaned === '') return null
  return /^[0-9]*\.?[0-9]*$/.test(cleaned) && cleaned !== '.' ? Number(cleaned) : Number.NaN
}

export function NumberField({ label, helperText, required, disabled, testId, suffix }: CommonProps & { suffix?: string }) {
  const field = useFieldContext<number | null>()
  const change = useChange<number | null>()
  const [text, setText] = useEditedText(field.state.value, (value) => (value === null || value === undefined || Number.isNaN(value) ? '' : String(value)))
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} testId={testId}>
      {(control) => (
        <AffixInput
          {...control}
          name={field.name}
          text={text}
          inputMode="decimal"
          disabled={disabled}
          {...(suffix ? { suffix } : {})}
          onBlur={field.handleBlur}
          onText={(next) => {
            setText(next)
            change(parseDecimal(next))
          }}
        />
      )}
    </FieldShell>
  )
}

/** Naira on screen, integer kobo in the form: 1,250.50 typed is 125050. More than two decimals is NaN (refused by the schema). */
export function nairaTextToKobo(text: string, locale: Locale = activeLocale()): number | null {
  return parseNairaInput(text, locale)
}

/** Naira typed as the user likes ("1200000", pasted "1,200,000"); grouped the locale's way once the user leaves the field. */
export function MoneyField({ label, helperText, required, disabled, testId }: CommonProps) {
  const field = useFieldContext<number | null>()
  const change = useChange<number | null>()
  const { t } = useLingui()
  const locale = activeLocale()
  const format = (kobo: number | null) => (kobo === null || kobo === undefined || Number.isNaN(kobo) ? '' : formatNairaInput(kobo, locale))
  const [text, setText] = useEditedText(field.state.value, format, (typed) => nairaTextToKobo(typed, locale))
  const kobo = field.state.value
  const shown = kobo !== null && !Number.isNaN(kobo) ? formatNumber(kobo / 100, locale, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }) : null
  return (
    <FieldShell label={label} helperText={helperText ?? (shown ? t`Reads as ${shown}` : undefined)} required={required} error={useFieldError()} testId={testId}>
      {(control) => (
        <AffixInput
          {...control}
          name={field.name}
          text={text}
          prefix="₦"
          inputMode="decimal"
          disabled={disabled}
          onBlur={() => {
            // Grouped once typed, not while typing: the caret stays where the user put it.
            if (kobo !== null && !Number.isNaN(kobo)) setText(format(kobo))
            field.handleBlur()
          }}
          onText={(next) => {
            setText(next)
            change(nairaTextToKobo(next, locale))
          }}
        />
      )}
    </FieldShell>
  )
}

/** A percentage as a number (12.5 for 12.5%). */
export function PercentField(props: CommonProps) {
  return <NumberField {...props} suffix="%" />
}

/** +234 and the ten digits after it; a leading 0 (080…) is dropped. The value is +234XXXXXXXXXX. */
export function phoneValue(digits: string): string {
  const national = digits
    .replace(/[^0-9]/g, '')
    .replace(/^234/, '')
    .replace(/^0/, '')
  return national ? `+234${national}` : ''
}

export function PhoneField({ label, helperText, required, disabled, testId }: CommonProps) {
  const field = useFieldContext<string>()
  const change = useChange<string>()
  const national = (field.state.value ?? '').replace(/^\+234/, '')
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} testId={testId}>
      {(control) => (
        <AffixInput
          {...control}
          name={field.name}
          text={national}
          prefix="+234"
          inputMode="tel"
          maxLength={11}
          disabled={disabled}
          onBlur={field.handleBlur}
          onText={(next) => change(phoneValue(next))}
        />
      )}
    </FieldShell>
  )
}

export function DateField({ label, helperText, required, disabled, testId, min, max }: CommonProps & { min?: string; max?: string }) {
  const field = useFieldContext<string | null>()
  const change = useChange<string | null>()
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="date"
          className="ui-input"
          name={field.name}
          value={field.state.value ?? ''}
          min={min}
          max={max}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(event.target.value || null)}
          onBlur={field.handleBlur}
        />
      )}
    </FieldShell>
  )
}

export interface DateRange {
  start: string | null
  end: string | null
}

export function DateRangeField({ label, helperText, required, disabled, testId }: CommonProps) {
  const field = useFieldContext<DateRange>()
  const change = useChange<DateRange>()
  const { t } = useLingui()
  const range = field.state.value ?? { start: null, end: null }
  return (
    <FieldShell label={label} helperText={helperText} required={required} error={useFieldError()} group testId={testId}>
      {({ describedBy, invalid }) => {
        // Each end bounds the other: the browser's picker cannot choose an end before the start.
        const end = (side: keyof DateRange, text: string, bounds: { min?: string; max?: string }) => (
          <label>
            {text}
            <input
              type="date"
              className="ui-input"
              name={`${field.name}.${side}`}
              value={range[side] ?? ''}
              {...bounds}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => change({ ...range, [side]: event.target.value || null })}
              onBlur={field.handleBlur}
            />
          </label>
        )
        return (
          <div className="ui-range">
            {end('start', t`From`, range.end ? { max: range.end } : {})}
            {end('end', t`To`, range.start ? { min: range.start } : {})}
          </div>
        )
      }}
    </FieldShell>
  )
}

/** A chosen file shown before it is sent: a thumbnail for an image, a link that opens a PDF. */
function FilePreview({ file }: { file: File }) {
  const { t } = useLingui()
  const url = useObjectUrl(file)
  if (!url) return null
  if (file.type.startsWith('image/')) return <img className="ui-file-preview" src={url} alt={t`Preview of ${file.name}`} />
  return (
    <a className="ui-file-open" href={url} target="_blank" rel="noreferrer">
      {t`Open ${file.name}`}
    </a>
  )
}

/** The kinds of file a field takes as a person names them (PDF, PNG, JPEG), not as MIME types. */
export function fileKinds(accept: readonly string[]): string {
  const names = accept.map((type) => (type.includes('/') ? (type.split('/')[1] ?? type) : type.replace(/^\./, '')).toUpperCase().replace(/^JPG$/, 'JPEG'))
  return [...new Set(names)].join(', ')
}

export function FileField({ label, helperText, required, disabled, testId, accept, maxBytes, preview = false }: CommonProps & { accept: readonly string[]; maxBytes: number; preview?: boolean }) {
  const field = useFieldContext<File | null>()
  const change = useChange<File | null>()
  const { t } = useLingui()
  const locale = activeLocale()
  const [refused, setRefused] = useState<string | null>(null)
  const file = field.state.value
  const limit = formatNumber(maxBytes / 1_048_576, locale, { maximumFractionDigits: 1 })
  const kinds = fileKinds(accept)
  const fieldError = useFieldError()
  return (
    <FieldShell label={label} helperText={helperText ?? t`${kinds}, at most ${limit} MB`} required={required} error={refused ?? fieldError} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            type="file"
            className="ui-input ui-input--file"
            name={field.name}
            accept={accept.join(',')}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onBlur={field.handleBlur}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              // Checked before anything is sent; the platform checks the same.
              if (chosen && !accept.some((type) => chosen.type === type || chosen.name.toLowerCase().endsWith(type))) {
                setRefused(t`${chosen.name} is not one of ${kinds}`)
                event.target.value = ''
                return
              }
              if (chosen && chosen.size > maxBytes) {
                setRefused(t`${chosen.name} is larger than ${limit} MB`)
                event.target.value = ''
                return
              }
              setRefused(null)
              change(chosen)
            }}
          />
          {file && <span className="ui-helper">{t`Chosen: ${file.name}`}</span>}
          {file && preview && <FilePreview file={file} />}
        </>
      )}
    </FieldShell>
  )
}

export function CheckboxField({ label, helperText, disabled, testId }: Omit<CommonProps, 'required'>) {
  const field = useFieldContext<boolean>()
  const change = useChange<boolean>()
  const error = useFieldError()
  return (
    <div className="ui-field" data-testid={testId}>
      <label className="ui-check ui-check--inline">
        <input type="checkbox" name={field.name} checked={field.state.value} disabled={disabled} onChange={(event) => change(event.target.checked)} onBlur={field.handleBlur} />
        <span>
          {label}
          {helperText && <small>{helperText}</small>}
        </span>
      </label>
      {error && (
        <p className="ui-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
