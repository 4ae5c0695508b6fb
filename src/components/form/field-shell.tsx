import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'

import { useToCorrect } from './fields-to-correct'

export interface FieldShellProps {
  label: ReactNode
  error?: string | undefined
  helperText?: ReactNode
  required?: boolean | undefined
  /** Groups of inputs (date range, multi-select) are a fieldset with a legend instead of a label. */
  group?: boolean
  testId?: string | undefined
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** Label, control, then the error or the helper text, wired for screen readers. Plain HTML (plain.css). */
export function FieldShell({ label, error, helperText, required, group = false, testId, children }: FieldShellProps) {
  const id = useId()
  // Named by the checker who returned the request: an accent and the words, beside the label.
  const toCorrect = useToCorrect()
  const correctMark = toCorrect && (
    <span className="ui-to-correct-mark">
      <Trans>to correct</Trans>
    </span>
  )
  const note = error ? { id: `${id}-error`, className: 'ui-error', text: error } : helperText ? { id: `${id}-help`, className: 'ui-helper', text: helperText } : null
  const marker = required && (
    <span className="ui-required" aria-hidden="true">
      *
    </span>
  )
  const control = children({ id, describedBy: note?.id, invalid: Boolean(error) })
  const noteElement = note && (
    <p id={note.id} className={note.className} role={error ? 'alert' : undefined}>
      {note.text}
    </p>
  )
  if (group) {
    return (
      <fieldset className="ui-field ui-fieldset" aria-describedby={note?.id} aria-invalid={error ? true : undefined} data-testid={testId} data-to-correct={toCorrect || undefined}>
        <legend className="ui-label">
          {label}
          {marker}
          {correctMark}
        </legend>
        {control}
        {noteElement}
      </fieldset>
    )
  }
  return (
    <div className="ui-field" data-testid={testId} data-to-correct={toCorrect || undefined}>
      <label className="ui-label" htmlFor={id}>
        {label}
        {marker}
        {correctMark}
      </label>
      {control}
      {noteElement}
    </div>
  )
}
