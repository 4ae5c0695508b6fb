import type { ReactNode } from 'react'

import { Icon } from '../icons'

const icons = { success: 'checkCircle', error: 'alertCircle', info: 'info' } as const

/**
 * The answer of a form's submission: success in green, danger in red (SPEC section 3, alert
 * message). Plain HTML (see components/plain/plain.css): the sign-in pages show it without Chakra.
 */
export function FormAlert({ status, children }: { status: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`ui-alert ui-alert--${status}`} role={status === 'error' ? 'alert' : 'status'}>
      <Icon name={icons[status]} size={18} />
      <div>{children}</div>
    </div>
  )
}
