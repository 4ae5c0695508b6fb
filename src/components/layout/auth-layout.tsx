import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { config } from '../../lib/config'
import { LanguageSwitcher } from '../language-switcher'
import { SettingsToggle } from './settings-toggle'

/** Sign-in pages: the product on one side, the form on the other; language and settings on top. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1"
        direction="column"
        justify="space-between"
        bgGradient="to-br"
        gradientFrom="brand.600"
        gradientTo="brand.900"
        color="white"
        p="12"
      >
        <Text fontWeight="semibold" fontSize="lg">
          {config.appName}
        </Text>
        <Stack gap="3" maxW="md">
          <Heading as="p" size="3xl" lineHeight="short" color="white">
            <Trans>Agent banking operations, in one place.</Trans>
          </Heading>
          <Text color="whiteAlpha.800">
            <Trans>Onboard merchants, approve changes, and follow every transaction across your agent network.</Trans>
          </Text>
        </Stack>
        <Text color="whiteAlpha.700" fontSize="sm">{`© ${year} ${config.vendor}`}</Text>
      </Flex>
      <Flex flex={{ base: '1', lg: '0 0 520px' }} direction="column" bg="bg">
        <HStack justify="space-between" px={{ base: '4', md: '8' }} h="70px">
          <Text fontWeight="semibold" color="brand.solid" display={{ lg: 'none' }}>
            {config.appName}
          </Text>
          <HStack gap="1" marginInlineStart="auto">
            <LanguageSwitcher />
            <SettingsToggle />
          </HStack>
        </HStack>
        <Flex flex="1" align="center" justify="center" px={{ base: '5', md: '12' }} py="8">
          <Box as="main" w="full" maxW="400px">
            {children}
          </Box>
        </Flex>
        <Text display={{ lg: 'none' }} textAlign="center" fontSize="sm" color="fg.muted" pb="4">{`© ${year} ${config.vendor}`}</Text>
      </Flex>
    </Flex>
  )
}
