import { useLingui } from '@lingui/react/macro'
import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react'

import { Icon } from '../icons'
import { FieldShell } from './field-shell'

interface TextFieldProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
  helperText?: ReactNode
  type?: 'text' | 'password' | 'email' | 'tel' | 'url'
  required?: boolean
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  placeholder?: string
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  autoFocus?: boolean
  disabled?: boolean
  testId?: string | undefined
}

/**
 * A labelled input with its error; passwords get a show/hide button. Plain HTML (see
 * components/plain/plain.css), drawn like Chakra's input, so the sign-in pages need no Chakra.
 */
export function TextField({ label, name, value, onChange, error, helperText, type = 'text', required, testId, ...inputProps }: TextFieldProps) {
  const { t } = useLingui()
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  return (
    <FieldShell label={label} error={error} helperText={helperText} required={required} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <div className="ui-input-wrap">
          <input
            id={id}
            className={isPassword ? 'ui-input ui-input--action' : 'ui-input'}
            name={name}
            type={isPassword && revealed ? 'text' : type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            // An address reads left to right inside Arabic text.
            dir={type === 'url' ? 'ltr' : undefined}
            {...inputProps}
          />
          {isPassword && (
            <button type="button" className="ui-icon-button ui-input-action" aria-label={revealed ? t`Hide password` : t`Show password`} onClick={() => setRevealed((shown) => !shown)}>
              <Icon name={revealed ? 'eyeOff' : 'eye'} />
            </button>
          )}
        </div>
      )}
    </FieldShell>
  )
}
