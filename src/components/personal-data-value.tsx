// A BVN or NIN as the platform answers it, masked, with "Show" for the holders of Personal Data / View
// Personal Data. The full value comes from a reveal, which the platform writes to the audit trail; it
// lives in this component's state alone (not in the query cache, so never in its persisted copy nor
// in any store of the device) and goes when the page is left or "Hide" is pressed.
import { Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

import { ApiError } from '../api/api-error'
import { usePermission } from '../lib/auth/use-permission'
import { permission } from '../lib/permissions'

/** The identity numbers a reveal answers (openapi/common.yaml PersonalDataField). */
export type PersonalDataField = 'bvn' | 'nin'

type RevealState = { status: 'masked' } | { status: 'revealing' } | { status: 'revealed'; value: string } | { status: 'failed'; error: unknown }

interface PersonalDataValueProps {
  /** The value as answered: 221*****301. */
  masked: string
  /** What the value is, in the user's language: "BVN". */
  label: string
  /** Asks the platform for the value in full (one audited reveal). */
  reveal: () => Promise<string>
  testId?: string
}

export function PersonalDataValue({ masked, label, reveal, testId }: PersonalDataValueProps) {
  const { t } = useLingui()
  const allowed = usePermission(permission('Personal Data', 'View Personal Data'))
  const [state, setState] = useState<RevealState>({ status: 'masked' })
  const mounted = useRef(true)
  useEffect(() => () => void (mounted.current = false), [])

  // Not a query or a queued mutation: nothing keyed, kept or replayed; offline it fails at once.
  const show = async () => {
    setState({ status: 'revealing' })
    try {
      const value = await reveal()
      if (mounted.current) setState({ status: 'revealed', value })
    } catch (error) {
      if (mounted.current) setState({ status: 'failed', error })
    }
  }

  const shown = state.status === 'revealed' ? state.value : masked
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid={testId} data-revealed={state.status === 'revealed' ? 'true' : undefined}>
      <bdi dir="ltr" data-testid={testId && `${testId}-value`}>
        {shown}
      </bdi>
      {allowed && state.status !== 'revealed' && (
        <Button size="2xs" variant="outline" colorPalette="brand" loading={state.status === 'revealing'} onClick={() => void show()} aria-label={t`Show the full ${label}`}>
          <Trans context="personal data">Show</Trans>
        </Button>
      )}
      {state.status === 'revealed' && (
        <Button size="2xs" variant="ghost" onClick={() => setState({ status: 'masked' })} aria-label={t`Hide the ${label}`}>
          <Trans context="personal data">Hide</Trans>
        </Button>
      )}
      {state.status === 'failed' && (
        <Text as="span" role="alert" fontSize="xs" color="fg.error">
          {state.error instanceof ApiError ? state.error.firstError : t`The platform could not be reached: the value stays hidden.`}
        </Text>
      )}
    </Flex>
  )
}
