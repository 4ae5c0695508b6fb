import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

import { dismissUpdate, installUpdate, updateAvailableStore } from '../../lib/pwa'
import { useStore } from '../../lib/store'

/** A new service worker is waiting: offer to reload into the new version. */
export function UpdatePrompt() {
  const available = useStore(updateAvailableStore)
  if (!available) return null
  return (
    <Box role="alertdialog" aria-labelledby="update-prompt-text" position="fixed" insetInlineEnd="4" bottom="16" zIndex="toast" bg="bg" shadow="lg" borderRadius="l3" p="4" maxW="sm" borderInlineStartWidth="4px" borderColor="brand.solid">
      <Text id="update-prompt-text" fontWeight="medium">
        <Trans>A new version of the back office is available.</Trans>
      </Text>
      <HStack mt="3" justify="flex-end" gap="2">
        <Button size="sm" variant="ghost" onClick={dismissUpdate}>
          <Trans>Later</Trans>
        </Button>
        <Button size="sm" colorPalette="brand" onClick={installUpdate}>
          <Trans>Reload</Trans>
        </Button>
      </HStack>
    </Box>
  )
}
