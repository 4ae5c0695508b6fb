import { Button, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AppDialog } from './app-dialog'

interface CountdownDialogProps {
  title: ReactNode
  message: ReactNode
  secondsLeft: number
  busy?: boolean
  onContinue: () => void
  onLogout: () => void
  testId: string
}

/** "Are you still there?" and "Session Expire Warning": Yes continues, Logout now ends the session. */
export function CountdownDialog({ title, message, secondsLeft, busy, onContinue, onLogout, testId }: CountdownDialogProps) {
  return (
    <AppDialog
      open
      testId={testId}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onLogout} disabled={busy}>
            <Trans>Logout now</Trans>
          </Button>
          <Button colorPalette="brand" onClick={onContinue} loading={busy}>
            <Trans>Yes</Trans>
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
      <Text mt="3" fontSize="2xl" fontWeight="semibold" color="brand.solid" aria-live="polite" data-testid="countdown">
        <Trans>{secondsLeft} seconds</Trans>
      </Text>
    </AppDialog>
  )
}
