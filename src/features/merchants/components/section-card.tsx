import { Box, Flex, Heading } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** One card of the merchant's page: a heading, its actions, its content. */
export function SectionCard({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const headingId = useId()
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }} data-testid={testId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" size="sm" id={headingId}>
          {title}
        </Heading>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Box>
  )
}
