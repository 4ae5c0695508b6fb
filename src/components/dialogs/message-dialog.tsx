import { Button, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AppDialog } from './app-dialog'

interface MessageDialogProps {
  title: ReactNode
  message: ReactNode
  onClose: () => void
  testId?: string
}

/** A message with one OK button (the Error dialog of a failed session extension). */
export function MessageDialog({ title, message, onClose, testId }: MessageDialogProps) {
  return (
    <AppDialog
      open
      testId={testId}
      title={title}
      onDismiss={onClose}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  )
}
