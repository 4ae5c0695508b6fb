import { Link as ChakraLink } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import type { MutationOutcome } from '../../lib/mutation-outcome'
import { FormAlert } from '../form/form-alert'

interface MutationOutcomeAlertProps {
  outcome: MutationOutcome<unknown>
  /** What to say when the change took effect at once, e.g. "Merchant created". */
  appliedMessage: ReactNode
}

/** Green when the change took effect; blue "sent for approval" with a link to the request otherwise. */
export function MutationOutcomeAlert({ outcome, appliedMessage }: MutationOutcomeAlertProps) {
  if (outcome.kind === 'applied') return <FormAlert status="success">{appliedMessage}</FormAlert>
  const requestId = outcome.approvalRequestId
  return (
    <FormAlert status="info">
      <span data-testid="sent-for-approval">
        <Trans>Sent for approval (request #{requestId}). Nothing changes until a checker approves it.</Trans>{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/approval-management" search={{ request: requestId }}>
            <Trans>View the request</Trans>
          </Link>
        </ChakraLink>
      </span>
    </FormAlert>
  )
}

/**
 * The result of a screen's last change, kept by the kit: `show(outcome, applied)` after the change
 * answered, `notice` where the screen shows it ("deleted", or "sent for approval" with its link).
 */
export function useOutcomeNotice() {
  const [last, setLast] = useState<{ outcome: MutationOutcome<unknown>; applied: ReactNode } | null>(null)
  return {
    show: (outcome: MutationOutcome<unknown>, applied: ReactNode) => setLast({ outcome, applied }),
    clear: () => setLast(null),
    outcome: last?.outcome ?? null,
    notice: last && <MutationOutcomeAlert outcome={last.outcome} appliedMessage={last.applied} />,
  }
}
