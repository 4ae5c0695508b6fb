// The one card of the product: a section with its heading (named for screen readers), its actions and its content.
import { Box, Flex, Heading } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

interface CardProps {
  title: ReactNode
  /** Buttons or controls at the end of the heading line. */
  actions?: ReactNode
  children: ReactNode
  testId?: string | undefined
}

export function Card({ title, actions, children, testId }: CardProps) {
  const headingId = useId()
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }} minW="0" data-testid={testId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" size="sm" id={headingId} minW="0">
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
