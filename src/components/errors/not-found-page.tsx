import { Button, Heading, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { DefaultLayout } from '../layout/default-layout'

/** Unknown routes, routes that fail validation and /utility/404 (SPEC section 8). */
export function NotFoundPage() {
  return (
    <DefaultLayout>
      <Text fontSize="5xl" fontWeight="semibold" color="brand.solid" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="lg" mt="4">
        <Trans>This page could not be found</Trans>
      </Heading>
      <Button asChild mt="6" colorPalette="brand">
        <Link to="/">
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </DefaultLayout>
  )
}
