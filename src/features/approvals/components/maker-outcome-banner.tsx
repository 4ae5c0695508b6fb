import { Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { Icon } from '../../../components/icons'
import { entityTypeLabel } from '../../../entities/audit-record'
import { auth } from '../../../lib/auth/auth-context'
import { usePermission } from '../../../lib/auth/use-permission'
import { entityLink } from '../../../lib/entity-links'
import { permission } from '../../../lib/permissions'
import { approvalRequestsQueryOptions } from '../api/list-approval-requests'
import { correctionLink } from '../correction-link'
import { requestTitle } from '../request-title'

const seenKey = (userId: number) => `approvals.outcomesSeenAt.${userId}`

/** The moment up to which this user has seen the outcome of their requests (the first sign-in: now). */
function seenAt(userId: number): string {
  const stored = localStorage.getItem(seenKey(userId))
  if (stored) return stored
  const now = new Date().toISOString()
  localStorage.setItem(seenKey(userId), now)
  return now
}

/**
 * A maker's requests decided while they are signed in: approved (with a link to what it created),
 * rejected (with the checker's reason) or returned for correction (with the note and a link to the
 * form to correct it), in the banner at the foot of the screen until dismissed.
 */
export function MakerOutcomeBanner() {
  const { t, i18n } = useLingui()
  const userId = auth.userId()
  const canView = usePermission(permission('Approval', 'View Approval'))
  const [seen, setSeen] = useState(() => (userId === null ? '' : seenAt(userId)))
  const mine = useQuery({
    ...approvalRequestsQueryOptions({ madeBy: 'me', page: 1, pageSize: 20 }),
    // Read again when the event stream tells of a decision (LiveApprovals), not by polling.
    enabled: canView && userId !== null,
  })
  const decided = (mine.data?.data ?? []).filter((request) => request.status !== 'Pending' && request.decidedAt !== null && request.decidedAt > seen)
  const latest = decided[0]
  if (!latest || userId === null) return null

  const dismiss = () => {
    const newest = decided.reduce((max, request) => (request.decidedAt && request.decidedAt > max ? request.decidedAt : max), seen)
    localStorage.setItem(seenKey(userId), newest)
    setSeen(newest)
  }
  const title = requestTitle(latest, i18n)
  const approved = latest.status === 'Approved'
  const returned = latest.status === 'Returned'
  const link = approved && latest.entityId !== null ? entityLink(latest.entityType, String(latest.entityId)) : undefined
  const correct = correctionLink(latest)
  const what = entityTypeLabel(latest.entityType, i18n)
  const others = decided.length - 1
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid="maker-outcome"
      data-status={latest.status}
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="banner"
      px="4"
      py="2"
      justify="center"
      gap="3"
      flexWrap="wrap"
      bg={approved ? 'green.700' : returned ? 'blue.700' : 'red.700'}
      color="white"
    >
      <Icon name="approval" />
      <Text fontWeight="medium">
        {approved
          ? t`Your request #${latest.id} was approved: ${title}.`
          : returned
            ? t`Your request #${latest.id} was returned for correction: ${title}. Note: ${latest.reason ?? ''}`
            : t`Your request #${latest.id} was rejected: ${title}. Reason: ${latest.reason ?? ''}`}
        {others > 0 && ` ${t`(and ${others} more decided)`}`}
      </Text>
      {link && (
        <ChakraLink asChild color="inherit" textDecoration="underline" fontWeight="semibold">
          <Link {...link}>{t`Open the ${what}`}</Link>
        </ChakraLink>
      )}
      {correct && (
        <ChakraLink asChild color="inherit" textDecoration="underline" fontWeight="semibold" data-testid="maker-outcome-correct">
          {/* Acting on it is seeing it: the banner goes, and does not cover the form opened. */}
          <Link {...correct} onClick={dismiss}>
            {t`Correct and resubmit`}
          </Link>
        </ChakraLink>
      )}
      <ChakraLink asChild color="inherit" textDecoration="underline">
        <Link to="/approval-management" search={{ madeBy: 'me', request: latest.id }}>
          {returned && !correct ? <Trans>Open the request</Trans> : <Trans>My requests</Trans>}
        </Link>
      </ChakraLink>
      <Button size="xs" variant="outline" color="inherit" borderColor="currentColor" _hover={{ bg: 'whiteAlpha.200' }} onClick={dismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </HStack>
  )
}
