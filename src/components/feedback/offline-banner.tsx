import { HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

import { useOnline } from '../../lib/online'
import { Icon } from '../icons'

/** Shown across the top while the network is gone. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <HStack role="status" aria-live="polite" position="fixed" insetInline="0" bottom="0" zIndex="banner" bg="orange.600" color="white" px="4" py="2" justify="center" gap="2">
      <Icon name="wifiOff" />
      <Text fontWeight="medium">
        <Trans>You are offline. Changes cannot be saved until the connection returns.</Trans>
      </Text>
    </HStack>
  )
}
