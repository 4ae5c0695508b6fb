import type { ReactNode } from 'react'

import { useFieldContext, useFormContext } from '../../components/form/form-context'
import { TextField } from '../../components/form/text-field'

/** A password input bound to a kit form's field (the plain field's show/hide button included). */
export function PasswordInput({ label, autoComplete, testId, helperText }: { label: ReactNode; autoComplete: 'current-password' | 'new-password'; testId?: string; helperText?: ReactNode }) {
  const field = useFieldContext<string>()
  const attempted = useFormContext().state.submissionAttempts > 0
  const meta = field.state.meta
  const first: unknown = meta.errors.find((error) => error)
  const message = typeof first === 'string' ? first : first && typeof first === 'object' && 'message' in first ? String(first.message) : undefined
  const shown = meta.isTouched || attempted || meta.errorMap.onServer ? message : undefined
  return (
    <TextField
      label={label}
      name={field.name}
      type="password"
      autoComplete={autoComplete}
      value={field.state.value}
      onChange={(value) => {
        if (meta.errorMap.onServer) field.setMeta((m) => ({ ...m, errorMap: { ...m.errorMap, onServer: undefined } }))
        field.handleChange(value)
      }}
      onBlur={field.handleBlur}
      error={shown}
      helperText={helperText}
      required
      testId={testId}
    />
  )
}
