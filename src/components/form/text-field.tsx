import { Box, Field, IconButton, Input } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react'

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

/** A labelled input with its error; passwords get a show/hide button. */
export function TextField({ label, name, value, onChange, error, helperText, type = 'text', required, ...inputProps }: TextFieldProps) {
  const { t } = useLingui()
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          name={name}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          pe={isPassword ? '10' : undefined}
          {...inputProps}
        />
        {isPassword && (
          <IconButton
            aria-label={revealed ? t`Hide password` : t`Show password`}
            variant="ghost"
            size="sm"
            position="absolute"
            insetInlineEnd="1"
            top="50%"
            transform="translateY(-50%)"
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </IconButton>
        )}
      </Box>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
