// The totals line of a report: figures of the whole filtered set, not only the page on screen.
import { Box, Flex, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface TotalItem {
  id: string
  label: ReactNode
  value: ReactNode
}

export function ListTotals({ items, label }: { items: readonly TotalItem[]; label: string }) {
  return (
    // A figure never breaks: a long one takes a wider box and the boxes wrap between them.
    <Flex as="dl" aria-label={label} wrap="wrap" gap="3" mb="4" data-testid="list-totals">
      {items.map((item) => (
        <Box key={item.id} flex="1 1 8.5rem" borderWidth="1px" borderRadius="l2" px="3" py="2" data-total={item.id}>
          <Text as="dt" fontSize="xs" color="fg.muted">
            {item.label}
          </Text>
          <Text as="dd" fontSize="md" fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {item.value}
          </Text>
        </Box>
      ))}
    </Flex>
  )
}
