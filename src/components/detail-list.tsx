import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface DetailItem {
  id: string
  label: ReactNode
  value: ReactNode
}

/** Label and value pairs of a record: two columns where there is room, stacked on phones. */
export function DetailList({ items, testId }: { items: readonly DetailItem[]; testId?: string }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '2' }} fontSize="sm" data-testid={testId}>
      {items.map((item) => (
        <Box key={item.id} display="contents">
          <Box as="dt" color="fg.muted" fontWeight="medium" mt={{ base: '2', sm: '0' }}>
            {item.label}
          </Box>
          <Box as="dd" data-field={item.id} minW="0" overflowWrap="anywhere">
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
