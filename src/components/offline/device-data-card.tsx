// "On this device": what the back office keeps for offline work, with its age, and a refresh.
import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'

import { formatDateTime, formatNumber } from '../../lib/format'
import { isLocale } from '../../lib/i18n'
import { useOutbox } from '../../offline/use-outbox'
import { referenceKeys, referenceKinds, referenceQueryOptions, statesQueryOptions, type ReferenceKind, type ReferenceResult } from '../../offline/reference-data'

const labels: Record<ReferenceKind, MessageDescriptor> = {
  industries: msg`Industries`,
  documentTypes: msg`Document types`,
  banks: msg`Banks`,
  countries: msg`Countries`,
  superAgents: msg`Super agents`,
  products: msg`Products`,
}

function Row({ label, result, pending }: { label: string; result: ReferenceResult<unknown[]> | undefined; pending: boolean }) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  return (
    <HStack as="li" justify="space-between" py="2" borderBottomWidth="1px" data-testid="device-data-row" data-fresh={result ? String(!result.fromDevice) : 'unknown'}>
      <Text fontWeight="medium">{label}</Text>
      <Text fontSize="sm" color="fg.muted" textAlign="end">
        {result ? (
          result.fromDevice ? (
            <Trans>
              {formatNumber(result.data.length, locale)} items, kept on this device since {formatDateTime(result.fetchedAt, locale)}
            </Trans>
          ) : (
            <Trans>
              {formatNumber(result.data.length, locale)} items, updated {formatDateTime(result.fetchedAt, locale)}
            </Trans>
          )
        ) : pending ? (
          <Trans>Loading…</Trans>
        ) : (
          <Trans>Not on this device yet</Trans>
        )}
      </Text>
    </HStack>
  )
}

export function DeviceDataCard() {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const results = useQueries({ queries: referenceKinds.map((kind) => referenceQueryOptions(kind)) })
  const nigeria = (results[referenceKinds.indexOf('countries')]?.data?.data as { id: number; isoCode: string }[] | undefined)?.find((c) => c.isoCode === 'NG')
  const states = useQuery({ ...statesQueryOptions(nigeria?.id ?? 0), enabled: Boolean(nigeria) })
  const outbox = useOutbox()
  const waiting = outbox.filter((d) => d.status === 'queued' || d.status === 'sending').length
  return (
    <Card.Root data-testid="device-data" maxW="2xl">
      <Card.Header>
        <Card.Title>
          <Trans>On this device</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>Reference data kept for work without network, and decisions waiting to be sent.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="0" listStyleType="none">
          {referenceKinds.map((kind, index) => (
            <Row key={kind} label={i18n._(labels[kind])} result={results[index]?.data as ReferenceResult<unknown[]> | undefined} pending={Boolean(results[index]?.isPending)} />
          ))}
          <Row label={i18n._(msg`States of Nigeria`)} result={states.data as ReferenceResult<unknown[]> | undefined} pending={states.isPending && Boolean(nigeria)} />
        </Stack>
        <Box mt="4">
          <Text fontSize="sm" data-testid="device-outbox-count">
            <Trans>Decisions waiting to be sent: {waiting}</Trans>
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" colorPalette="brand" onClick={() => void queryClient.invalidateQueries({ queryKey: referenceKeys.all })}>
          <Trans>Refresh now</Trans>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
