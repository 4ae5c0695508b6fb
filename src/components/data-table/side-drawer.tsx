import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { aboveSyncBanner } from '../offline/sync-banner-space'

interface SideDrawerProps {
  /** Open while the URL names a record (?request=12): the panel has its own, shareable URL. */
  open: boolean
  onClose: () => void
  children: ReactNode
  size?: 'lg' | 'xl'
  testId?: string
}

/** A record beside its list; full screen on phones. Children give Drawer.Header, Body and Footer. */
export function SideDrawer({ open, onClose, children, size = 'xl', testId }: SideDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" size={{ base: 'full', md: size }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner {...aboveSyncBanner.positioner}>
          <Drawer.Content {...aboveSyncBanner.content} data-testid={testId}>
            {children}
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
