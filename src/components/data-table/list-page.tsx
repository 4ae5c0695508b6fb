import { Box, Button, Flex } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

interface ListPageProps {
  /** Filter fields; each writes its value to the URL. */
  filters?: ReactNode
  /** Shown when any filter is set: clears them all. */
  onClearFilters?: (() => void) | undefined
  /** Buttons at the end of the filter bar (create, export). */
  actions?: ReactNode
  /** The DataTable. */
  children: ReactNode
  /** The Pagination. */
  footer?: ReactNode
}

/** The card every list screen sits in: filters, actions, the table, paging. */
export function ListPage({ filters, onClearFilters, actions, children, footer }: ListPageProps) {
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '3', md: '5' }}>
      {(filters || actions) && (
        <Flex as="search" gap="3" wrap="wrap" align="flex-end" justify="space-between" mb="4">
          <Flex gap="3" wrap="wrap" align="flex-end" flex={{ base: '1 1 100%', md: '1' }} minW="0">
            {filters}
            {onClearFilters && (
              <Button size="sm" variant="ghost" onClick={onClearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            )}
          </Flex>
          {actions && (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
      )}
      {children}
      {footer}
    </Box>
  )
}

/** The list's main action, a link to the create screen ("Create Merchant"). */
export function CreateButton({ link, children }: { link: LinkProps; children: ReactNode }) {
  return (
    <Button asChild size="sm" colorPalette="brand">
      <Link {...link}>{children}</Link>
    </Button>
  )
}
