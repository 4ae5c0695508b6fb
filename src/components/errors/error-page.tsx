import { Button, Heading, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { ApiError } from '../../api/api-error'
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload'
import { DefaultLayout } from '../layout/default-layout'

function statusCodeOf(error: unknown): number {
  if (error instanceof ApiError) return error.status
  const code = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof code === 'number' ? code : 500
}

/** A route that failed: its status code (500 by default) and message (Error by default). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error)
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError()
  }, [chunkError])
  const statusCode = statusCodeOf(error)
  const message = error instanceof ApiError ? error.firstError : (error instanceof Error && error.message) || 'Error'
  return (
    <DefaultLayout>
      <Text fontSize="5xl" fontWeight="semibold" color="brand.solid" lineHeight="1" data-testid="error-status">
        {statusCode}
      </Text>
      <Heading as="h1" size="lg" mt="4">
        {chunkError ? <Trans>A new version of the back office is available.</Trans> : message}
      </Heading>
      <HStack justify="center" mt="6" gap="3">
        <Button variant="outline" onClick={() => (chunkError ? window.location.reload() : reset())}>
          <Trans>Try again</Trans>
        </Button>
        <Button asChild colorPalette="brand">
          <Link to="/">
            <Trans>Back to home</Trans>
          </Link>
        </Button>
      </HStack>
    </DefaultLayout>
  )
}
