import { Alert } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The answer of a form's submission: success in green, danger in red (SPEC section 3, alert message). */
export function FormAlert({ status, children }: { status: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="l2" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
