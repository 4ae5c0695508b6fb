import { Box, Button, Drawer, Flex, Grid, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useRef, type ReactNode } from 'react'

import { phoneQuery, useMediaQuery } from '../../lib/use-media-query'
import { aboveSyncBanner } from '../offline/sync-banner-space'

interface ListPageProps {
  /** Filter fields; each writes its value to the URL. */
  filters?: ReactNode
  /** How many filters are set, counted on the phone's "Filters (n)" button. */
  filterCount?: number
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
export function ListPage({ filters, filterCount = 0, onClearFilters, actions, children, footer }: ListPageProps) {
  const phone = useMediaQuery(phoneQuery)
  const clear = onClearFilters && (
    <Button size="sm" variant="ghost" justifySelf="start" onClick={onClearFilters}>
      <Trans>Clear filters</Trans>
    </Button>
  )
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '3', md: '5' }}>
      {(filters || actions) && (
        <Flex as="search" gap="3" wrap="wrap" align="flex-end" justify="space-between" mb="4">
          {filters &&
            (phone ? (
              // On a phone the filters would fill the first screen before any row: they wait in a sheet.
              <Flex gap="2" wrap="wrap" flex="1 1 100%">
                <FilterSheet count={filterCount}>{filters}</FilterSheet>
                {clear}
              </Flex>
            ) : (
              // Several filters a row, each as wide as its longest choice needs; the actions wrap under them when the row is short.
              <FilterGrid flex="1 1 36rem">
                {filters}
                {clear}
              </FilterGrid>
            ))}
          {actions && (
            <Flex gap="2" wrap="wrap" ms="auto">
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

function FilterGrid({ children, flex }: { children: ReactNode; flex?: string }) {
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(12.5rem, 1fr))" gap="3" alignItems="end" flex={flex} minW="0" data-testid="filter-grid">
      {children}
    </Grid>
  )
}

/** "Filters (2)": the same filter controls in a sheet from the bottom; Escape or Close gives the focus back to the button. */
function FilterSheet({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useLingui()
  const close = useRef<HTMLButtonElement>(null)
  return (
    // The focus starts on Close, not in a field: a phone's keyboard would cover the sheet at once.
    <Drawer.Root placement="bottom" initialFocusEl={() => close.current}>
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="filters-button">
          {count > 0 ? t`Filters (${count})` : t`Filters`}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner {...aboveSyncBanner.positioner}>
          {/* Kept mounted while closed: a name typed just before closing is still applied. */}
          <Drawer.Content {...aboveSyncBanner.content} maxH="85dvh" borderTopRadius="l3" data-testid="filters-sheet">
            <Drawer.Header>
              <Drawer.Title>{t`Filters`}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterGrid>{children}</FilterGrid>
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button ref={close} size="sm" colorPalette="brand" width="full">
                  <Trans>Close</Trans>
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
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
