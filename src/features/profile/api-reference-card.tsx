// For administrators: where the bank's developers find the platform's contracts, to generate their
// own clients (published by the sandbox under /api/, see README "For integrators").
import { Box, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

import { usePermission } from '../../lib/auth/use-permission'
import { permission } from '../../lib/permissions'

export function ApiReferenceCard() {
  const isAdministrator = usePermission(permission('System Configuration', 'View System Configuration'))
  if (!isAdministrator) return null
  return (
    <Box as="section" aria-labelledby="api-reference-heading" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} data-testid="api-reference">
      <Stack gap="3">
        <Heading as="h2" size="sm" id="api-reference-heading">
          <Trans>API reference for integrators</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <Trans>The contracts of every service of the platform, for the bank's developers who generate clients from them. The reference opens without network once it has been opened here.</Trans>
        </Text>
        <HStack gap="5" wrap="wrap">
          <ChakraLink href="/api/" target="_blank" rel="noreferrer" color="brand.fg">
            <Trans>Open the API reference</Trans>
          </ChakraLink>
          <ChakraLink href="/api/backoffice.yaml" download color="brand.fg">
            <Trans>Download the contracts (OpenAPI, one file)</Trans>
          </ChakraLink>
        </HStack>
      </Stack>
    </Box>
  )
}
