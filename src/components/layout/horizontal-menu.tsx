import { Box, Button, Flex, Menu, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { Icon } from '../icons'
import type { VisibleMenuItem } from './menu-items'

/** A group with more than 11 entries opens as a mega menu (entries in columns). */
export const megaMenuThreshold = 11

export function HorizontalMenu({ items }: { items: VisibleMenuItem[] }) {
  const { t } = useLingui()
  return (
    <Flex as="nav" aria-label={t`Main menu`} gap="1" wrap="wrap" px="4" py="1" align="center">
      {items.map((item) =>
        item.subItems.length === 0 && item.link ? (
          <Button key={item.id} asChild variant="ghost" size="sm" color="fg.muted" _currentPage={{ color: 'brand.solid' }}>
            <Link to={item.link}>
              {item.icon && <Icon name={item.icon} />}
              {item.label}
            </Link>
          </Button>
        ) : (
          <Menu.Root key={item.id} positioning={{ placement: 'bottom-start' }}>
            <Menu.Trigger asChild>
              <Button variant="ghost" size="sm" color="fg.muted">
                {item.icon && <Icon name={item.icon} />}
                {item.label}
                <Icon name="chevronDown" size={14} />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content
                  data-mega={item.subItems.length > megaMenuThreshold || undefined}
                  display={item.subItems.length > megaMenuThreshold ? 'grid' : undefined}
                  gridTemplateColumns={item.subItems.length > megaMenuThreshold ? 'repeat(3, minmax(12rem, 1fr))' : undefined}
                  minW="12rem"
                >
                  {item.subItems.map((sub) => (
                    <Menu.Item key={sub.id} value={sub.id} asChild>
                      <Link to={sub.link}>
                        <Box flex="1">{sub.label}</Box>
                      </Link>
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ),
      )}
    </Flex>
  )
}
