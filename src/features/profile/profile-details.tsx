import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import type { CurrentUser } from '../../lib/auth/current-user'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'

function Detail({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack gap="0.5" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  )
}

/** Who is signed in: names, username, contact, roles, last sign-in. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const locale = activeLocale()
  return (
    <Box as="section" aria-labelledby="profile-details-heading" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} data-testid="profile-details">
      <Stack gap="4">
        <Heading as="h2" size="sm" id="profile-details-heading">
          <Trans>Your details</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Detail label={t`Name`} testId="profile-name">
            {user.firstName} {user.lastName}
          </Detail>
          <Detail label={t`Username`} testId="profile-username">
            {user.username}
          </Detail>
          <Detail label={t`Email`} testId="profile-email">
            {user.email}
          </Detail>
          <Detail label={t`Phone number`} testId="profile-phone">
            <span dir="ltr">{user.phoneNumber}</span>
          </Detail>
          <Detail label={t`Roles`} testId="profile-roles">
            {user.roles.map((role) => role.name).join(', ') || t`No role`}
          </Detail>
          <Detail label={t`Last sign-in`} testId="profile-last-sign-in">
            {user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : t`Never`}
          </Detail>
        </SimpleGrid>
      </Stack>
    </Box>
  )
}
