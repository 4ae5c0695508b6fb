import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { AppDialog } from './app-dialog'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  confirmLabel: ReactNode
  /** The colour of the action: green to approve, red to delete or reject. */
  palette?: 'brand' | 'green' | 'red'
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
  testId?: string
}

/** "Are you sure?" before a change: Cancel, or the action, which spins while it is sent. */
export function ConfirmDialog({ open, title, children, confirmLabel, palette = 'brand', pending, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      {...(testId ? { testId } : {})}
      onDismiss={pending ? undefined : onCancel}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette={palette} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppDialog>
  )
}
