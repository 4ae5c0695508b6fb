import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral'

const palettes: Record<BadgeTone, string> = {
  success: 'green',
  danger: 'red',
  warning: 'orange',
  info: 'blue',
  neutral: 'gray',
}

/** A small coloured label for a status (no badge recipe in the trimmed design system). */
export function StatusBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  const palette = palettes[tone]
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="medium"
      whiteSpace="nowrap"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      data-testid={testId}
    >
      {children}
    </Box>
  )
}
