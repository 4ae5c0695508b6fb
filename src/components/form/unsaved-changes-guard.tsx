import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'

import { AppDialog } from '../dialogs/app-dialog'

/** Asks before leaving a form with unsaved changes (in the app, and on reload or tab close). */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true })
  return (
    <AppDialog
      open={blocker.status === 'blocked'}
      onDismiss={() => blocker.reset?.()}
      testId="unsaved-changes-dialog"
      title={<Trans>Leave without saving?</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            <Trans>Stay on this page</Trans>
          </Button>
          <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
            <Trans>Leave</Trans>
          </Button>
        </>
      }
    >
      <Trans>Your changes on this page have not been saved. If you leave, they are lost.</Trans>
    </AppDialog>
  )
}
