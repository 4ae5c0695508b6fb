// What a form says about its draft on the device and about saving offline, the same in every form.
import { Button, Flex } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useOnline } from '../../lib/online'
import { FormAlert } from './form-alert'

interface DraftNoticesProps {
  /** useFormDraft's restoredFrom: when the restored draft was saved, or null. */
  restoredFrom: string | null
  onDiscard: () => void
  /** The form's own words for a restored draft and for saving offline, when the defaults do not fit. */
  restoredMessage?: (savedAt: string) => ReactNode
  discardLabel?: ReactNode
  offlineMessage?: ReactNode
}

export function DraftNotices({ restoredFrom, onDiscard, restoredMessage, discardLabel, offlineMessage }: DraftNoticesProps) {
  const locale = activeLocale()
  const online = useOnline()
  const savedAt = restoredFrom && formatDateTime(restoredFrom, locale)
  return (
    <>
      {savedAt && (
        <FormAlert status="info">
          <Flex gap="3" align="center" wrap="wrap">
            <span data-testid="draft-restored">{restoredMessage ? restoredMessage(savedAt) : <Trans>Your unsaved changes from {savedAt} were restored.</Trans>}</span>
            <Button size="xs" variant="outline" onClick={onDiscard}>
              {discardLabel ?? <Trans>Discard them</Trans>}
            </Button>
          </Flex>
        </FormAlert>
      )}
      {!online && <FormAlert status="info">{offlineMessage ?? <Trans>You are offline. Your changes are kept on this device; saving waits for the network.</Trans>}</FormAlert>}
    </>
  )
}
