// The fields a checker named when they returned a request for correction: FormElement provides
// them, and each kit field marks itself when its name is one of them (or lies under one).
import { createContext, useContext } from 'react'

import { fieldContext } from './form-context'

export const FieldsToCorrectContext = createContext<readonly string[]>([])

/** Whether a field of this name was named: `rules` marks `rules.0.amount`, and `rules.0` marks `rules.0.amount` too. */
export function isNamed(name: string, named: readonly string[]): boolean {
  return named.some((key) => name === key || name.startsWith(`${key}.`) || name.startsWith(`${key}[`))
}

/** True inside a kit field the checker named. */
export function useToCorrect(): boolean {
  const named = useContext(FieldsToCorrectContext)
  // Read without the hook's check: FieldShell is also used outside a form field.
  const field = useContext(fieldContext) as { name?: string } | null
  return Boolean(field?.name && named.length && isNamed(field.name, named))
}
