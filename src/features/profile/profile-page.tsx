import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'

import { currentUserQueryOptions } from '../../lib/auth/current-user'
import { DeviceDataCard } from '../../components/offline/device-data-card'
import { ApiReferenceCard } from './api-reference-card'
import { ChangePasswordCard } from './change-password-card'
import { ProfileDetails } from './profile-details'
import { SecurityQuestionsCard } from './security-questions-card'
import { SessionsCard } from './sessions-card'

/** The signed-in user's own page: details, password, security questions, sessions, this device's data. */
export function ProfilePage() {
  const signedIn = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  // Fresh details (the last sign-in moves); the shell's copy meanwhile.
  const user = useQuery(currentUserQueryOptions(signedIn.id)).data ?? signedIn
  return (
    <Stack gap="5" maxW="5xl">
      <ProfileDetails user={user} />
      <ChangePasswordCard />
      <SecurityQuestionsCard userId={user.id} username={user.username} />
      <SessionsCard />
      <DeviceDataCard />
      <ApiReferenceCard />
    </Stack>
  )
}
