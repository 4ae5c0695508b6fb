import { Button, Flex, Image, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'

import sessionExpiredImage from '../../assets/session-expired.svg'
import { sessionExpiredStore, type SessionEnd } from '../../lib/auth/session-expired'
import { AppDialog } from './app-dialog'

export default function SessionExpiredDialog({ reason }: { reason: SessionEnd }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const close = () => {
    sessionExpiredStore.set(null)
    void navigate({ to: '/auth/login', search: { auth: 'login' } })
  }
  return (
    <AppDialog
      open
      testId="session-expired-dialog"
      title={reason === 'ended' ? <Trans>Session ended</Trans> : <Trans>Session expired</Trans>}
      footer={
        <Button colorPalette="brand" onClick={close}>
          <Trans>Ok</Trans>
        </Button>
      }
    >
      <Flex direction="column" align="center" gap="4" textAlign="center">
        <Image src={sessionExpiredImage} alt={t`A clock and a padlock`} width="160px" height="120px" />
        <Text data-reason={reason}>
          {reason === 'ended' ? (
            <Trans>This session was ended: signed out on another device or everywhere, a password changed, or the account disabled or locked. Please sign in again.</Trans>
          ) : (
            <Trans>Your session has expired, please login again</Trans>
          )}
        </Text>
      </Flex>
    </AppDialog>
  )
}
