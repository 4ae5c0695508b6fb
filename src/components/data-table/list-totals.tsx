// The totals line of a report: figures of the whole filtered set, not only the page on screen.
import { Box, Grid, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface TotalItem {
  id: string
  label: ReactNode
  value: ReactNode
}

export function ListTotals({ items, label }: { items: readonly TotalItem[]; label: string }) {
  return (
    <Grid
      as="dl"
      aria-label={label}
      templateColumns={{ base: 'repeat(2, 1fr)', md: `repeat(${Math.min(items.length, 3)}, 1fr)`, xl: `repeat(${Math.min(items.length, 6)}, 1fr)` }}
      gap="3"
      mb="4"
      data-testid="list-totals"
    >
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" borderRadius="l2" px="3" py="2" minW="0" data-total={item.id}>
          <Text as="dt" fontSize="xs" color="fg.muted">
            {item.label}
          </Text>
          <Text as="dd" fontSize="md" fontWeight="semibold" overflowWrap="anywhere">
            {item.value}
          </Text>
        </Box>
      ))}
    </Grid>
  )
}
