import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'

import { bvnValidationQueryOptions, canValidateBvn, type BvnPerson } from '../lib/bvn-validation'
import { useOnline } from '../lib/online'
import { FormAlert } from '../components/form/form-alert'

/**
 * "Check BVN": asks NIBSS BVN validation whether the names (and phone) typed are the BVN holder's,
 * before the request goes to a checker, who sees the same answer as a hint.
 */
export function BvnCheck({ person, testId = 'bvn-check' }: { person: BvnPerson; testId?: string }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const check = useQuery(bvnValidationQueryOptions(person))
  const ready = canValidateBvn(person)
  const result = check.data
  const differing = result
    ? [!result.nameMatches && t`the name`, result.dateOfBirthMatches === false && t`the date of birth`, result.phoneMatches === false && t`the phone number`].filter(
        (field): field is string => typeof field === 'string',
      )
    : []
  const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(differing)
  return (
    <Box aria-live="polite" data-testid={testId}>
      <Flex gap="3" align="center" wrap="wrap">
        <Button size="xs" variant="outline" disabled={!ready || !online || check.isFetching} onClick={() => void check.refetch()}>
          <Trans>Check BVN</Trans>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {!online ? (
            <Trans>Offline: the BVN cannot be checked now; the checker will see the result.</Trans>
          ) : check.isFetching ? (
            <Trans>Asking NIBSS about the BVN…</Trans>
          ) : !ready && !check.isFetched ? (
            <Trans>Type the BVN and both names to check them against NIBSS.</Trans>
          ) : null}
        </Text>
      </Flex>
      {online && !check.isFetching && check.isFetched && (
        <Box mt="2">
          {check.isError ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>BVN validation is not available now; the checker will see the BVN as typed.</Trans>
            </Text>
          ) : result === null ? (
            <FormAlert status="error">
              <Trans>NIBSS knows no BVN {person.bvn}: check the number.</Trans>
            </FormAlert>
          ) : result && differing.length ? (
            <FormAlert status="error">
              <Trans>
                BVN {result.bvn}: these details do not match the BVN holder's: {fields}.
              </Trans>
            </FormAlert>
          ) : result ? (
            <FormAlert status="success">
              <Trans>BVN {result.bvn}: the details match the BVN holder's.</Trans>
            </FormAlert>
          ) : null}
        </Box>
      )}
    </Box>
  )
}
