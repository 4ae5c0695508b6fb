// The web font belongs to the signed-in app: the pages before sign-in (prerendered, painted from
// their HTML) draw their text in its metric-matched fallback and fetch no font, so no font request
// can come before, or re-time, their first paint (lib/fonts.ts). Here the font loads with the shell,
// and the text already drawn keeps its place when it swaps in.
import '@fontsource/ibm-plex-sans/latin-400.css'
import '@fontsource/ibm-plex-sans/latin-500.css'
import '@fontsource/ibm-plex-sans/latin-600.css'

import { Box } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { StoredPermission } from '../../lib/session'
import { updateLayoutSettings, useLayoutSettings } from '../../lib/layout-settings'
import { routePermission } from '../../lib/route-guard'
import { layoutSizes } from '../../lib/theme'
import { useMediaQuery } from '../../lib/use-media-query'
import { Footer } from './footer'
import { HorizontalMenu } from './horizontal-menu'
import { menuItems, visibleMenu } from './menu-items'
import { SidebarMenu, sidebarPalettes } from './sidebar-menu'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { Topbar, topbarThemes } from './topbar'

interface AppShellProps {
  user: { firstName: string; lastName: string; permissions: readonly StoredPermission[] }
  children: ReactNode
}

const desktopQuery = '(min-width: 992px)'

/** The signed-in chrome: vertical (sidebar) or horizontal (menu bar) layout, from the settings. */
export function AppShell({ user, children }: AppShellProps) {
  const { i18n, t } = useLingui()
  const settings = useLayoutSettings()
  const desktop = useMediaQuery(desktopQuery)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The mobile menu belongs to the page it was opened on: a page change closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null)
  const mobileOpen = mobileOpenOn === pathname
  const setMobileOpen = (open: boolean) => setMobileOpenOn(open ? pathname : null)
  // Cheap (a few dozen entries) and language-dependent: recomputed on every render.
  const router = useRouter()
  const items = visibleMenu(menuItems, user.permissions, i18n, (link) => routePermission(router.routesByPath, link))

  const vertical = settings.layoutType === 'vertical'
  const collapsed = vertical && desktop && settings.sidebarCollapsed
  const sidebarWidth = collapsed ? layoutSizes.sidebarCollapsed : settings.leftSidebarSize === 'small' ? layoutSizes.sidebarSmall : layoutSizes.sidebar
  const palette = sidebarPalettes[settings.leftSidebarType]
  const topbarTheme = vertical
    ? { ...topbarThemes.light, brandBg: palette.bg, brandColor: settings.leftSidebarType === 'light' ? 'brand.solid' : 'white', inverted: false }
    : topbarThemes[settings.topbar]
  // Escape closes the phone's menu and gives the focus back to its toggle.
  const menuToggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!mobileOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMobileOpenOn(null)
      menuToggle.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [mobileOpen])
  // Where the content area starts (after the sidebar on a desktop): the sync banner, outside the shell, sits within it.
  const contentStart = vertical && desktop ? sidebarWidth : '0px'
  useEffect(() => {
    document.documentElement.style.setProperty('--content-inset-start', contentStart)
    return () => {
      document.documentElement.style.removeProperty('--content-inset-start')
    }
  }, [contentStart])
  const toggleMenu = () => (desktop && vertical ? updateLayoutSettings({ sidebarCollapsed: !settings.sidebarCollapsed }) : setMobileOpen(!mobileOpen))

  return (
    <Box
      data-layout={settings.layoutType}
      data-sidebar={settings.leftSidebarType}
      data-sidebar-size={collapsed ? 'collapsed' : settings.leftSidebarSize}
      data-topbar={settings.topbar}
      data-layout-width={settings.layoutWidth}
      maxW={settings.layoutWidth === 'boxed' ? layoutSizes.boxed : undefined}
      mx="auto"
      position="relative"
      minH="100dvh"
      bg="bg.subtle"
      shadow={settings.layoutWidth === 'boxed' ? 'md' : undefined}
      css={settings.layoutWidth === 'boxed' ? { '& > header': { maxWidth: layoutSizes.boxed, marginInline: 'auto' } } : undefined}
    >
      <SkipLink />
      <Topbar
        theme={topbarTheme}
        brandWidth={vertical ? sidebarWidth : 'auto'}
        brandCompact={collapsed}
        firstName={user.firstName}
        lastName={user.lastName}
        onToggleMenu={desktop && !vertical ? undefined : toggleMenu}
        menuToggleRef={menuToggle}
        menuExpanded={desktop && vertical ? !collapsed : mobileOpen}
      />
      {vertical ? (
        <>
          {mobileOpen && !desktop && <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" onClick={() => setMobileOpen(false)} aria-hidden="true" />}
          <Box
            as="aside"
            aria-label={t`Sidebar`}
            data-testid="sidebar"
            position="fixed"
            top={layoutSizes.topbar}
            bottom="0"
            insetInlineStart="0"
            w={desktop ? sidebarWidth : layoutSizes.sidebar}
            bg={palette.bg}
            borderInlineEndWidth={settings.leftSidebarType === 'light' ? '1px' : '0'}
            zIndex="modal"
            overflowY={collapsed ? 'visible' : 'auto'}
            display={desktop || mobileOpen ? 'block' : 'none'}
            transition="width 0.2s"
          >
            {/* On a phone the menu is drawn when it is opened: closed, its 150 elements were half the first page's work. */}
            {(desktop || mobileOpen) && (
              <nav aria-label={t`Main menu`}>
                <SidebarMenu items={items} palette={palette} compact={collapsed} small={!collapsed && desktop && settings.leftSidebarSize === 'small'} onNavigate={() => setMobileOpen(false)} />
              </nav>
            )}
          </Box>
          <Box marginInlineStart={desktop ? sidebarWidth : '0'} pt={layoutSizes.topbar} minH="100dvh" display="flex" flexDirection="column" transition="margin 0.2s">
            <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p={{ base: '4', md: '6' }}>
              {children}
            </Box>
            <Footer />
          </Box>
        </>
      ) : (
        <Box pt={layoutSizes.topbar} minH="100dvh" display="flex" flexDirection="column">
          {desktop ? (
            // In the flow (sticky under the top bar) so a menu that wraps onto more rows pushes the page down.
            <Box position="sticky" top={layoutSizes.topbar} zIndex="docked" bg="bg" shadow="xs" data-testid="horizontal-menu">
              <Box maxW={{ xl: layoutSizes.container }} mx="auto">
                <HorizontalMenu items={items} />
              </Box>
            </Box>
          ) : (
            mobileOpen && (
              <Box
                position="fixed"
                top={layoutSizes.topbar}
                insetInline="0"
                zIndex="docked"
                bg="bg"
                shadow="xs"
                maxH={`calc(100dvh - ${layoutSizes.topbar})`}
                overflowY="auto"
                data-testid="horizontal-menu"
              >
                <nav aria-label={t`Main menu`}>
                  <SidebarMenu items={items} palette={sidebarPalettes.light} onNavigate={() => setMobileOpen(false)} />
                </nav>
              </Box>
            )
          )}
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" w="full" maxW={{ xl: layoutSizes.container }} mx="auto" p={{ base: '4', md: '6' }}>
            {children}
          </Box>
          <Footer />
        </Box>
      )}
    </Box>
  )
}
