import './sidebar-menu.css'

import { Link, useRouterState } from '@tanstack/react-router'
import { useState, type CSSProperties } from 'react'

import { Icon } from '../icons'
import type { VisibleMenuItem } from './menu-items'

/** A sidebar's colours as CSS values (the theme's tokens), for Chakra's props and the menu's own stylesheet alike. */
export interface SidebarPalette {
  bg: string
  text: string
  active: string
  hover: string
  muted: string
}

export const sidebarPalettes: Record<'light' | 'dark' | 'colored', SidebarPalette> = {
  light: { bg: 'var(--chakra-colors-white)', text: '#545a6d', active: 'var(--chakra-colors-brand-solid)', hover: 'var(--chakra-colors-brand-subtle)', muted: '#7f8387' },
  dark: { bg: '#2a3042', text: '#a6b0cf', active: 'var(--chakra-colors-white)', hover: 'var(--chakra-colors-white-alpha-100)', muted: '#6a7187' },
  colored: {
    bg: 'var(--chakra-colors-brand-600)',
    text: 'var(--chakra-colors-white-alpha-800)',
    active: 'var(--chakra-colors-white)',
    hover: 'var(--chakra-colors-white-alpha-200)',
    muted: 'var(--chakra-colors-white-alpha-600)',
  },
}

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

/** The vertical menu: groups open in place; the group of the current page starts open. Plain HTML (sidebar-menu.css). */
export function SidebarMenu({ items, palette, compact = false, small = false, onNavigate }: SidebarMenuProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const currentGroup = items.find((item) => item.subItems.some((sub) => isActive(pathname, sub.link)))?.id
  const [openGroup, setOpenGroup] = useState<string | undefined>(currentGroup)
  const colours = {
    '--menu-bg': palette.bg,
    '--menu-text': palette.text,
    '--menu-active': palette.active,
    '--menu-hover': palette.hover,
    '--menu-font-size': small ? '0.8rem' : '0.9rem',
  } as CSSProperties
  const className = ['sidebar-menu', compact && 'sidebar-menu--compact', small && 'sidebar-menu--small'].filter(Boolean).join(' ')

  return (
    <ul className={className} style={colours}>
      {items.map((item) => {
        if (item.subItems.length === 0 && item.link) {
          return (
            <li key={item.id}>
              <Link to={item.link} className="sidebar-menu__entry" onClick={onNavigate} title={compact ? item.label : undefined}>
                {item.icon && <Icon name={item.icon} size={compact ? 22 : 18} />}
                {!compact && <span>{item.label}</span>}
              </Link>
            </li>
          )
        }
        const groupActive = item.subItems.some((sub) => isActive(pathname, sub.link))
        const expanded = openGroup === item.id
        const subListId = `menu-${item.id}`
        return (
          <li key={item.id} className="sidebar-menu__group">
            <button
              type="button"
              className="sidebar-menu__entry"
              data-group-active={groupActive || undefined}
              aria-expanded={compact ? undefined : expanded}
              aria-controls={compact ? undefined : subListId}
              title={compact ? item.label : undefined}
              onClick={() => setOpenGroup(expanded ? undefined : item.id)}
            >
              {item.icon && <Icon name={item.icon} size={compact ? 22 : 18} />}
              {!compact && (
                <>
                  <span className="sidebar-menu__label">{item.label}</span>
                  <Icon name="chevronDown" size={14} className="sidebar-menu__chevron" />
                </>
              )}
            </button>
            <ul id={subListId} className="sidebar-menu__sub" data-open={(!compact && expanded) || undefined}>
              {compact && <li className="sidebar-menu__flyout-title">{item.label}</li>}
              {item.subItems.map((sub) => (
                <li key={sub.id}>
                  <Link to={sub.link} className="sidebar-menu__entry" onClick={onNavigate} activeOptions={{ exact: true }}>
                    {sub.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
