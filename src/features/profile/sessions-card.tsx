import { Badge, Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { ConfirmDialog } from '../../components/dialogs/confirm-dialog'
import { QueryBlock } from '../../components/feedback/query-state'
import { FormAlert } from '../../components/form/form-alert'
import { MutationErrorAlert } from '../../components/form/mutation-error-alert'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useSessions, type UserSession } from './api/list-sessions'
import { useRevokeOtherSessions } from './api/revoke-other-sessions'

/** "Chrome on Android" from a user agent; the raw text when nothing is recognised. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}

function SessionRows({ sessions }: { sessions: UserSession[] }) {
  const { t } = useLingui()
  const locale = activeLocale()
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="sessions-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Device`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Address`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Signed in`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Last used`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sessions.map((session) => (
            <Table.Row key={session.id} data-session-id={session.id} data-current={session.current}>
              <Table.Cell>
                <Stack gap="0.5" align="flex-start">
                  <Text title={session.userAgent ?? undefined}>{deviceOf(session.userAgent) ?? t`Unknown device`}</Text>
                  {session.current && (
                    <Badge colorPalette="green" variant="subtle">
                      <Trans>This session</Trans>
                    </Badge>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell>{session.ipAddress ?? '—'}</Table.Cell>
              <Table.Cell>{formatDateTime(session.startedAt, locale)}</Table.Cell>
              <Table.Cell>{formatDateTime(session.lastUsedAt, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

/** The user's live sign-ins (refresh-token families), this one marked, and "sign out everywhere else". */
export function SessionsCard() {
  const sessions = useSessions()
  const revoke = useRevokeOtherSessions()
  const [confirming, setConfirming] = useState(false)
  const [ended, setEnded] = useState<number | null>(null)
  const others = (sessions.data ?? []).filter((s) => !s.current).length
  return (
    <Box as="section" aria-labelledby="sessions-heading" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} data-testid="sessions">
      <Stack gap="4">
        <Heading as="h2" size="sm" id="sessions-heading">
          <Trans>Where you are signed in</Trans>
        </Heading>
        {ended !== null && <FormAlert status="success">{ended === 1 ? <Trans>1 other session was signed out.</Trans> : <Trans>{ended} other sessions were signed out.</Trans>}</FormAlert>}
        <MutationErrorAlert error={revoke.error} />
        <QueryBlock query={sessions} testId="sessions">
          {(data) => <SessionRows sessions={data} />}
        </QueryBlock>
        <Box>
          <Button variant="outline" colorPalette="red" size="sm" disabled={others === 0} onClick={() => setConfirming(true)} data-testid="sign-out-elsewhere">
            <Trans>Sign out everywhere else</Trans>
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Sign out everywhere else?</Trans>}
        confirmLabel={<Trans>Sign out the others</Trans>}
        palette="red"
        pending={revoke.isPending}
        testId="sign-out-elsewhere-dialog"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void revoke.submit(null).then((outcome) => {
            setConfirming(false)
            if (outcome?.kind === 'applied') setEnded((outcome.data as { data: { revoked: number } }).data.revoked)
          })
        }}
      >
        {others === 1 ? (
          <Trans>Your other session ends within 15 minutes and cannot be extended. This session stays signed in.</Trans>
        ) : (
          <Trans>Your {others} other sessions end within 15 minutes and cannot be extended. This session stays signed in.</Trans>
        )}
      </ConfirmDialog>
    </Box>
  )
}
