import { Box, Flex, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { config } from '../../lib/config'

/** Chrome-less layout for error pages: the product name and the message, centred. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" direction="column" align="center" justify="center" p="6" gap="6" bg="bg.subtle">
      <Text fontWeight="semibold" color="brand.solid" fontSize="lg">
        {config.appName}
      </Text>
      <Box bg="bg" borderRadius="l3" shadow="sm" p={{ base: '6', md: '10' }} maxW="lg" w="full" textAlign="center">
        {children}
      </Box>
    </Flex>
  )
}
