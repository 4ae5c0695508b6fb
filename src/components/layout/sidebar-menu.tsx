import { Box, chakra, Stack } from '@chakra-ui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'

import { Icon } from '../icons'
import type { VisibleMenuItem } from './menu-items'

export interface SidebarPalette {
  bg: string
  text: string
  active: string
  hover: string
  muted: string
}

export const sidebarPalettes: Record<'light' | 'dark' | 'colored', SidebarPalette> = {
  light: { bg: 'white', text: '#545a6d', active: 'brand.solid', hover: 'brand.subtle', muted: '#7f8387' },
  dark: { bg: '#2a3042', text: '#a6b0cf', active: 'white', hover: 'whiteAlpha.100', muted: '#6a7187' },
  colored: { bg: 'brand.600', text: 'whiteAlpha.800', active: 'white', hover: 'whiteAlpha.200', muted: 'whiteAlpha.600' },
}

const MenuButton = chakra('button')

function isActive(pathname: string, link: string | undefined): boolean {
  if (!link) return false
  if (link === '/') return pathname === '/'
  return pathname.toLowerCase() === link.toLowerCase() || pathname.toLowerCase().startsWith(`${link.toLowerCase()}/`)
}

interface SidebarMenuProps {
  items: VisibleMenuItem[]
  palette: SidebarPalette
  /** Icons only, with the entries of a group in a flyout on hover (collapsed sidebar). */
  compact?: boolean
  small?: boolean
  onNavigate?: () => void
}

/** The vertical menu: groups open in place; the group of the current page starts open. */
export function SidebarMenu({ items, palette, compact = false, small = false, onNavigate }: SidebarMenuProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const currentGroup = items.find((item) => item.subItems.some((sub) => isActive(pathname, sub.link)))?.id
  const [openGroup, setOpenGroup] = useState<string | undefined>(currentGroup)
  const fontSize = small ? '0.8rem' : '0.9rem'

  const entryStyles = {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    px: compact ? '0' : '5',
    py: '2.5',
    justifyContent: compact ? 'center' : 'flex-start',
    color: palette.text,
    fontSize,
    fontWeight: 'medium',
    textAlign: 'start',
    borderRadius: '0',
    _hover: { color: palette.active, bg: palette.hover },
    '&[data-status=active], &[aria-current=page]': { color: palette.active },
  } as const

  return (
    <Stack as="ul" gap="0" listStyleType="none" py="3">
      {items.map((item) => {
        const groupActive = item.subItems.some((sub) => isActive(pathname, sub.link))
        if (item.subItems.length === 0 && item.link) {
          return (
            <Box as="li" key={item.id}>
              <Box asChild {...entryStyles}>
                <Link to={item.link} onClick={onNavigate} title={compact ? item.label : undefined}>
                  {item.icon && <Icon name={item.icon} size={compact ? 22 : 18} />}
                  {!compact && <span>{item.label}</span>}
                </Link>
              </Box>
            </Box>
          )
        }
        const expanded = openGroup === item.id
        const subListId = `menu-${item.id}`
        return (
          <Box as="li" key={item.id} position="relative" css={compact ? { '&:hover > ul, &:focus-within > ul': { display: 'block' } } : undefined}>
            <MenuButton
              type="button"
              {...entryStyles}
              color={groupActive ? palette.active : palette.text}
              aria-expanded={compact ? undefined : expanded}
              aria-controls={compact ? undefined : subListId}
              title={compact ? item.label : undefined}
              onClick={() => setOpenGroup(expanded ? undefined : item.id)}
            >
              {item.icon && <Icon name={item.icon} size={compact ? 22 : 18} />}
              {!compact && (
                <>
                  <Box as="span" flex="1">
                    {item.label}
                  </Box>
                  <Icon name="chevronDown" size={14} style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }} />
                </>
              )}
            </MenuButton>
            <Box
              as="ul"
              id={subListId}
              listStyleType="none"
              display={compact ? 'none' : expanded ? 'block' : 'none'}
              {...(compact ? { position: 'absolute', insetInlineStart: '100%', top: '0', minW: '200px', bg: palette.bg, shadow: 'lg', zIndex: 'dropdown', py: '2', borderRadius: 'l2' } : { pb: '2' })}
            >
              {compact && (
                <Box as="li" px="5" py="2" fontWeight="semibold" color={palette.active} fontSize={fontSize}>
                  {item.label}
                </Box>
              )}
              {item.subItems.map((sub) => (
                <Box as="li" key={sub.id}>
                  <Box asChild {...entryStyles} ps={compact ? '5' : small ? '8' : '12'} py="2" fontWeight="normal" justifyContent="flex-start">
                    <Link to={sub.link} onClick={onNavigate} activeOptions={{ exact: true }}>
                      {sub.label}
                    </Link>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        )
      })}
    </Stack>
  )
}
