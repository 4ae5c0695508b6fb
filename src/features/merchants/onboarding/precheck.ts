// The pre-check as the user types: each of the four values is sent to Merchant/validate (debounced by
// the field) and a value already taken is an error on its field, naming who holds it. The answers are kept as the
// merchant info the review shows (SPEC section 5).
import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'

import { isOnline } from '../../../lib/online'
import { nigerianPhonePattern, usernamePattern } from '../../../lib/validation'
import { validateMerchant, type IdentityHolder, type PrecheckField } from '../api/validate-merchant'
import { emailPattern } from '../schemas'
import { onboardingLimits } from './onboarding-schema'

export interface PrecheckAnswer {
  value: string
  /** The conflict's message, or null when the value is free. */
  conflict: string | null
  checkedAt: string
}

export type PrecheckResults = Partial<Record<PrecheckField, PrecheckAnswer>>

const wellFormed: Record<PrecheckField, (value: string) => boolean> = {
  BusinessName: (value) => value.trim().length >= onboardingLimits.businessName.min && value.trim().length <= onboardingLimits.businessName.max,
  EmailAddress: (value) => emailPattern.test(value.trim()) && value.trim().length <= 254,
  PhoneNumber: (value) => nigerianPhonePattern.test(value),
  PersonnelUsername: (value) => usernamePattern.test(value.trim()),
}

/** Milliseconds the field waits after the last key before asking the platform. */
export const PRECHECK_DEBOUNCE_MS = 500

export function usePrecheck() {
  const { t } = useLingui()
  const [results, setResults] = useState<PrecheckResults>({})

  /** The conflict in words, naming who holds the value (a merchant, an agent, a staff user, a pending request). */
  const conflictMessage = useCallback(
    (field: PrecheckField, value: string, holder: IdentityHolder | null) => {
      if (field === 'PersonnelUsername' || !holder) return t`The username ${value} is already taken`
      const name = holder.name ?? ''
      const requestId = holder.approvalRequestId ?? 0
      if (field === 'BusinessName') return holder.kind === 'PendingRequest' ? t`Pending request #${requestId} already onboards a merchant named ${value}` : t`A merchant named ${value} already exists`
      switch (holder.kind) {
        case 'Merchant':
          return t`${value} is already used by merchant ${name}`
        case 'Agent':
          return t`${value} is already used by agent ${name}`
        case 'StaffUser':
          return t`${value} is already used by a staff user`
        case 'PendingRequest':
          return t`${value} is already in pending request #${requestId} (${name})`
      }
    },
    [t],
  )

  /** A field's async validator: the conflict's message, or undefined when free, malformed or offline. */
  const validator = useCallback(
    (field: PrecheckField) =>
      async ({ value, signal }: { value: string; signal: AbortSignal }): Promise<string | undefined> => {
        const trimmed = value.trim()
        // Malformed values are the schema's to report; offline, the check waits for the network.
        if (!wellFormed[field](trimmed) || !isOnline()) return undefined
        try {
          const answer = await validateMerchant({ [field]: trimmed }, signal)
          const found = answer.conflicts.find((conflict) => conflict.field === field)
          const conflict = found ? conflictMessage(field, trimmed, found.holder) : null
          setResults((current) => ({ ...current, [field]: { value: trimmed, conflict, checkedAt: new Date().toISOString() } }))
          return conflict ?? undefined
        } catch {
          // No answer: the platform checks the same values again on submit.
          return undefined
        }
      },
    [conflictMessage],
  )

  return { results, validator }
}
