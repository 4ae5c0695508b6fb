import { Box, Flex, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A chart with its title and its own controls. */
export function ChartCard({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p={{ base: '3', md: '5' }} minW="0" data-testid={testId}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  )
}
