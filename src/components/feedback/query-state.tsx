// The one loading block and the one error block of every screen (lists, drawers, detail pages).
import { Badge, Button, Flex, Spinner, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { formatAge, formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useOnline } from '../../lib/online'
import { errorMessage } from '../../lib/validation'
import { FormAlert } from '../form/form-alert'

export function LoadingBlock({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" align="center" justify="center" gap="2" py="10" role="status" data-testid="loading">
      <Spinner size="sm" color="brand.solid" />
      <Text>{children ?? <Trans>Loading…</Trans>}</Text>
    </Flex>
  )
}

export function ErrorBlock({ error, onRetry, testId, offline = false }: { error: unknown; onRetry?: (() => void) | undefined; testId?: string | undefined; offline?: boolean }) {
  const online = useOnline() && !offline
  return (
    <Flex direction="column" gap="3" align="flex-start" py="4" data-testid={testId ?? 'load-error'}>
      <FormAlert status="error">
        {online ? errorMessage(error) : <Trans>You are offline and this has not been opened on this device before. It will load when the connection returns.</Trans>}
      </FormAlert>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Flex>
  )
}

/**
 * What a screen shows while the queries it needs have no answer: the first error with a retry, or
 * offline (never answered on this device) that it waits for the network, at once; else "Loading…".
 */
export function PendingBlock({ queries, children }: { queries: readonly Pick<UseQueryResult, 'data' | 'isError' | 'error' | 'fetchStatus' | 'refetch'>[]; children?: ReactNode }) {
  const waiting = queries.filter((query) => query.data === undefined)
  const retry = () => waiting.forEach((query) => void query.refetch())
  const failed = waiting.find((query) => query.isError)
  if (failed) return <ErrorBlock error={failed.error} onRetry={retry} />
  if (waiting.some((query) => query.fetchStatus === 'paused')) return <ErrorBlock error={null} offline onRetry={retry} />
  return <LoadingBlock>{children}</LoadingBlock>
}

/** Said when what is shown may be old: offline, or the last refresh failed, or it is the device's saved copy (`savedAt`). */
export function StaleNotice({ query }: { query: Pick<UseQueryResult, 'data' | 'dataUpdatedAt' | 'isError'> }) {
  const online = useOnline()
  const { t } = useLingui()
  const savedAt = (query.data as { savedAt?: unknown } | undefined)?.savedAt
  if (typeof savedAt === 'string') return <SavedOnDeviceNotice savedAt={savedAt} />
  if (query.data === undefined || !query.dataUpdatedAt || (online && !query.isError)) return null
  const when = formatDateTime(new Date(query.dataUpdatedAt), activeLocale())
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="stale-notice" role="status">
      {online ? t`Could not refresh: showing what was loaded on ${when}.` : t`Offline: showing what was loaded on ${when}.`}
    </Text>
  )
}

/** A page read from the device's store, not from the platform: marked as such, with its age. */
export function SavedOnDeviceNotice({ savedAt }: { savedAt: string }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const when = formatDateTime(new Date(savedAt), locale)
  // The age when the notice appeared: enough for a page read offline.
  const [now] = useState(() => Date.now())
  const age = formatAge(now - new Date(savedAt).getTime(), locale)
  return (
    <Flex align="center" gap="2" wrap="wrap" mb="2" data-testid="saved-on-device" role="status">
      <Badge colorPalette="purple" variant="subtle">
        <Trans>Saved on this device</Trans>
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {t`No network: this is the page as it was on ${when} (${age}).`}
      </Text>
    </Flex>
  )
}

interface QueryBlockProps<T> {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  testId?: string
}

/** Loading, then the error with a retry, or the data (kept on screen when a refresh fails). */
export function QueryBlock<T>({ query, children, testId }: QueryBlockProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} testId={testId ? `${testId}-error` : undefined} />
  // Offline, a query never answered on this device waits for the network: say so at once, not "Loading…".
  if (query.fetchStatus === 'paused') return <ErrorBlock error={null} offline onRetry={() => void query.refetch()} testId={testId ? `${testId}-error` : undefined} />
  return <LoadingBlock />
}
