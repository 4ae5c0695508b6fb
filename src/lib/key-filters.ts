// Key-press helpers of SPEC section 5: they stop characters a field cannot hold before they appear.
import type { KeyboardEvent } from 'react'

function allowOnly(pattern: RegExp) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return
    if (!pattern.test(event.key)) event.preventDefault()
  }
}

export const digitsOnly = allowOnly(/^[0-9]$/)
export const lettersAndDigitsOnly = allowOnly(/^[A-Za-z0-9]$/)
export const digitsAndDotOnly = allowOnly(/^[0-9.]$/)
