import { useLingui } from '@lingui/react/macro'
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react'

import { Icon } from '../icons'

interface TextFieldProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  helperText?: ReactNode
  type?: 'text' | 'password' | 'email' | 'tel'
  required?: boolean
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  placeholder?: string
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  autoFocus?: boolean
}

/**
 * A labelled input with its error; passwords get a show/hide button. Plain HTML (see
 * components/plain/plain.css), drawn like Chakra's input, so the sign-in pages need no Chakra.
 */
export function TextField({ label, name, value, onChange, error, helperText, type = 'text', required, ...inputProps }: TextFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  const note = error ? { id: `${id}-error`, className: 'ui-error', text: error } : helperText ? { id: `${id}-help`, className: 'ui-helper', text: helperText } : null
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
        {required && (
          <span className="ui-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="ui-input-wrap">
        <input
          id={id}
          className={isPassword ? 'ui-input ui-input--action' : 'ui-input'}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={note?.id}
          {...inputProps}
        />
        {isPassword && (
          <button
            type="button"
            className="ui-icon-button ui-input-action"
            aria-label={revealed ? t`Hide password` : t`Show password`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </button>
        )}
      </div>
      {note && (
        <p id={note.id} className={note.className}>
          {note.text}
        </p>
      )}
    </div>
  )
}
