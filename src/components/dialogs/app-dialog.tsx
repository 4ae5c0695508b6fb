import { Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { aboveSyncBanner } from '../offline/sync-banner-space'

interface AppDialogProps {
  open: boolean
  /** Called when the user dismisses the dialog with Escape or the backdrop (omit to forbid that). */
  onDismiss?: () => void
  title: ReactNode
  children?: ReactNode
  footer: ReactNode
  role?: 'dialog' | 'alertdialog'
  testId?: string
}

/** The shell's modal: a title, a body, a footer of buttons, centred. */
export function AppDialog({ open, onDismiss, title, children, footer, role = 'alertdialog', testId }: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      size="sm"
      closeOnInteractOutside={Boolean(onDismiss)}
      closeOnEscape={Boolean(onDismiss)}
      onOpenChange={(details) => {
        if (!details.open) onDismiss?.()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        {/* Centred above the sync banner, which stays on top: its buttons are never under the banner. */}
        <Dialog.Positioner {...aboveSyncBanner.positioner}>
          <Dialog.Content data-testid={testId} {...aboveSyncBanner.content} overflowY="auto">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
