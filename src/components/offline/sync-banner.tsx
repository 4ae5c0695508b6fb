// The sync banner and outbox (DESIGN.md section 6): offline, how many decisions wait, syncing,
// synced, and each refusal with the server's reason; the outbox lists and cancels decisions.
import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { Icon } from '../icons'
import { auth } from '../../lib/auth/auth-context'
import { useSignedInPermission } from '../../lib/auth/use-permission'
import { formatDateTime } from '../../lib/format'
import { isLocale } from '../../lib/i18n'
import { onBackOnline, useOnline } from '../../lib/online'
import { permission } from '../../lib/permissions'
import { offlineDb, type QueuedDecision } from '../../offline/db'
import { decisionLabel, refusalWords } from '../../offline/decision-words'
import { cancelDecision, pruneOutbox } from '../../offline/outbox-store'
import { warmReferenceData } from '../../offline/reference-data'
import { requestReplay, startOutboxBridge } from '../../offline/sw-bridge'
import { useOutbox, useSyncState } from '../../offline/use-outbox'
import { aboveSyncBanner } from './sync-banner-space'

const SYNCED_NOTICE_MS = 8_000

const tones = {
  offline: { bg: 'orange.700', color: 'white' },
  waiting: { bg: 'orange.700', color: 'white' },
  syncing: { bg: 'blue.700', color: 'white' },
  refused: { bg: 'red.700', color: 'white' },
  synced: { bg: 'green.700', color: 'white' },
} as const

function StatusLabel({ item }: { item: QueuedDecision }) {
  const palette = { queued: 'orange', sending: 'blue', applied: 'green', refused: 'red', cancelled: 'gray' }[item.status]
  const label = {
    queued: <Trans>Waiting</Trans>,
    sending: <Trans>Sending</Trans>,
    applied: <Trans>Applied</Trans>,
    refused: <Trans>Refused</Trans>,
    cancelled: <Trans>Cancelled</Trans>,
  }[item.status]
  return (
    <Box as="span" px="2" py="0.5" borderRadius="sm" fontSize="xs" fontWeight="semibold" bg={`${palette}.100`} color={`${palette}.800`}>
      {label}
    </Box>
  )
}

// Drawn again only when opened, closed or its decisions change (not with the banner's clock).
const OutboxDrawer = memo(function OutboxDrawer({ open, onClose, items }: { open: boolean; onClose: () => void; items: QueuedDecision[] }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const refused = items.filter((item) => item.status === 'refused' && !item.acknowledgedAt)
  return (
    <Drawer.Root open={open} placement="end" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner {...aboveSyncBanner.positioner}>
          <Drawer.Content {...aboveSyncBanner.content} maxW="420px" data-testid="outbox" aria-label={t`Outbox`}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>
                <Trans>Outbox</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {items.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>No decisions were made offline on this device.</Trans>
                </Text>
              ) : (
                <Stack as="ul" gap="3" listStyleType="none">
                  {items.map((item) => (
                    <Box as="li" key={item.idempotencyKey} borderWidth="1px" borderRadius="md" p="3" data-testid="outbox-item" data-status={item.status}>
                      <HStack justify="space-between" align="start">
                        <Stack gap="0.5">
                          <Text fontWeight="semibold">{decisionLabel(item, i18n)}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            <Trans>Made {formatDateTime(item.createdAt, locale)}</Trans>
                          </Text>
                          {item.reason && (
                            <Text fontSize="sm">
                              <Trans>Reason: {item.reason}</Trans>
                            </Text>
                          )}
                          {item.outcome && item.status === 'refused' && (
                            <Text fontSize="sm" color="red.700" data-testid="outbox-refusal">
                              {refusalWords(item)}
                            </Text>
                          )}
                          {item.settledAt && item.status === 'applied' && (
                            <Text fontSize="sm" color="fg.muted">
                              <Trans>Sent {formatDateTime(item.settledAt, locale)}</Trans>
                            </Text>
                          )}
                        </Stack>
                        <StatusLabel item={item} />
                      </HStack>
                      {item.status === 'queued' && item.id !== undefined && (
                        <Button mt="2" size="xs" variant="outline" colorPalette="red" onClick={() => void cancelDecision(item.id ?? 0)}>
                          <Trans>Cancel this decision</Trans>
                        </Button>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            {refused.length > 0 && (
              <Drawer.Footer>
                <Button
                  variant="outline"
                  onClick={() => {
                    const now = new Date().toISOString()
                    void offlineDb.decisions.bulkUpdate(refused.map((item) => ({ key: item.id ?? 0, changes: { acknowledgedAt: now } })))
                  }}
                >
                  <Trans>Dismiss refusals</Trans>
                </Button>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close the outbox`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
})

/** The signed-in shell's network and outbox banner (loaded after sign-in, with Dexie). */
export function SyncBanner() {
  const online = useOnline()
  const state = useSyncState()
  const all = useOutbox()
  const [open, setOpen] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const userId = auth.userId()
  const { i18n } = useLingui()
  // Only a user who may decide is promised that decisions made offline are kept.
  const canDecide = useSignedInPermission(permission('Approval', 'Approve Request'))

  const queryClient = useQueryClient()
  useEffect(() => {
    startOutboxBridge()
    void pruneOutbox()
    let cancel = warmReferenceData(queryClient)
    const stopListening = onBackOnline(() => {
      cancel()
      cancel = warmReferenceData(queryClient)
    })
    return () => {
      cancel()
      stopListening()
    }
  }, [queryClient])
  // The clock runs only while the banner counts time (the seconds before a rate-limited retry, the
  // synced notice's few seconds): a banner at rest draws nothing, on a screen that may be open all day.
  const counting = Boolean(state?.retryAt && Date.parse(state.retryAt) > now) || Boolean(state?.lastSyncedAt && now - Date.parse(state.lastSyncedAt) < SYNCED_NOTICE_MS)
  useEffect(() => {
    if (!counting) return
    const tick = () => setNow(Date.now())
    // The clock may have stood still since the last count: set at once.
    const first = window.setTimeout(tick, 0)
    const timer = window.setInterval(tick, 2_000)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [counting])
  const closeOutbox = useCallback(() => setOpen(false), [])

  // Rate limited: the seconds left before the queue is sent again (the timer above keeps it current).
  const retryIn = state?.retryAt ? Math.max(0, Math.ceil((Date.parse(state.retryAt) - now) / 1000)) : 0
  // The same list while the outbox does not change, for the memoized drawer.
  const mine = useMemo(() => all.filter((item) => item.userId === userId), [all, userId])
  const waiting = mine.filter((item) => item.status === 'queued' || item.status === 'sending').length
  const othersWaiting = all.filter((item) => item.userId !== userId && (item.status === 'queued' || item.status === 'sending')).length
  const refused = mine.filter((item) => item.status === 'refused' && !item.acknowledgedAt)
  const recentlySynced = state?.lastSyncedAt && now - Date.parse(state.lastSyncedAt) < SYNCED_NOTICE_MS && mine.some((item) => item.status === 'applied')

  let tone: keyof typeof tones | null = null
  let text: ReactNode = null
  if (!online) {
    tone = 'offline'
    text = waiting ? (
      <Plural
        value={waiting}
        one="You are offline. # decision waits and will be sent when the connection returns."
        other="You are offline. # decisions wait and will be sent when the connection returns."
      />
    ) : canDecide ? (
      <Trans>You are offline. Approvals and rejections you make are kept and sent when the connection returns.</Trans>
    ) : (
      <Trans>You are offline. Changes cannot be saved until the connection returns.</Trans>
    )
  } else if (refused.length) {
    tone = 'refused'
    const latest = refused[0]
    const count = refused.length
    const what = latest ? decisionLabel(latest, i18n) : ''
    const why = latest ? refusalWords(latest) : ''
    text = <Plural value={count} one={`# queued decision was refused. ${what} – ${why}`} other={`# queued decisions were refused. Latest: ${what} – ${why}`} />
  } else if (waiting && state?.phase === 'waiting') {
    tone = 'waiting'
    text =
      state.reason === 'session-expired' ? (
        <Plural value={waiting} one="# decision waits: your session expired. Sign in again to send it." other="# decisions wait: your session expired. Sign in again to send them." />
      ) : state.reason === 'rate-limited' ? (
        <Plural
          value={waiting}
          one={`# decision waits: too many requests to the platform. It will be sent again in ${retryIn} seconds.`}
          other={`# decisions wait: too many requests to the platform. They will be sent again in ${retryIn} seconds.`}
        />
      ) : state.reason === 'platform-error' ? (
        <Plural
          value={waiting}
          one="# decision waits: the platform had an error. It will be sent again shortly."
          other="# decisions wait: the platform had an error. They will be sent again shortly."
        />
      ) : (
        <Plural value={waiting} one="# decision waits to be sent." other="# decisions wait to be sent." />
      )
  } else if (waiting) {
    tone = 'syncing'
    text = <Plural value={waiting} one="Syncing # decision…" other="Syncing # decisions…" />
  } else if (othersWaiting) {
    tone = 'waiting'
    text = (
      <Plural
        value={othersWaiting}
        one="# decision made by another user on this device waits for that user to sign in."
        other="# decisions made by another user on this device wait for that user to sign in."
      />
    )
  } else if (recentlySynced) {
    tone = 'synced'
    text = <Trans>All decisions are synced.</Trans>
  }

  // Drawers end above the banner (theme: --sync-banner-height), so neither hides the other.
  const banner = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = banner.current
    const root = document.documentElement.style
    if (!element) {
      root.removeProperty('--sync-banner-height')
      return
    }
    const observer = new ResizeObserver(() => root.setProperty('--sync-banner-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--sync-banner-height')
    }
  }, [tone])

  return (
    <>
      {tone && (
        <HStack
          ref={banner}
          role="status"
          aria-live="polite"
          data-testid="sync-banner"
          data-tone={tone}
          position="fixed"
          // Within the content area (not under the sidebar), above any drawer or dialog.
          insetInlineStart="var(--content-inset-start, 0px)"
          insetInlineEnd="0"
          bottom="0"
          zIndex="toast"
          pointerEvents="auto"
          px="4"
          py="2"
          justify="center"
          gap="3"
          flexWrap="wrap"
          {...tones[tone]}
        >
          <Icon name={tone === 'offline' ? 'wifiOff' : 'approval'} />
          <Text fontWeight="medium" textAlign="center" minW="0" overflowWrap="anywhere">
            {text}
          </Text>
          {(mine.length > 0 || tone === 'refused') && (
            <Button size="xs" variant="outline" color="inherit" borderColor="currentColor" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setOpen(true)}>
              <Trans>Open outbox</Trans>
            </Button>
          )}
          {online && waiting > 0 && (
            <Button size="xs" variant="outline" color="inherit" borderColor="currentColor" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => void requestReplay()}>
              <Trans>Send now</Trans>
            </Button>
          )}
        </HStack>
      )}
      <OutboxDrawer open={open} onClose={closeOutbox} items={mine} />
    </>
  )
}
