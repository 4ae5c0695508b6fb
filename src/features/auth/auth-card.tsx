import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The heading block every auth page starts with. */
export function AuthCardHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack gap="1" mb="6">
      <Heading as="h1" size="xl" color="brand.fg">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  )
}
