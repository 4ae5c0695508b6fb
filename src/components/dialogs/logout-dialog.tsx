import { Button, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

import { AppDialog } from './app-dialog'

interface LogoutDialogProps {
  open: boolean
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

export function LogoutDialog({ open, busy, onCancel, onConfirm }: LogoutDialogProps) {
  return (
    <AppDialog
      open={open}
      testId="logout-dialog"
      onDismiss={onCancel}
      title={<Trans>Logout</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy}>
            <Trans>Logout</Trans>
          </Button>
        </>
      }
    >
      <Text>
        <Trans>Are you sure you want to log out of this platform?</Trans>
      </Text>
    </AppDialog>
  )
}
