import type { ReactNode } from 'react'

/**
 * A form shown but not editable (a change to its record waits for approval): a disabled fieldset
 * disables every field and button inside it at once, without a `readOnly` threaded through each.
 */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} data-read-only={readOnly || undefined} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  )
}
