import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'

import { config } from '../../lib/config'
import { layoutSizes } from '../../lib/theme'
import { Icon } from '../icons'
import { LanguageSwitcher } from '../language-switcher'
import { FullscreenToggle } from './fullscreen-toggle'
import { SettingsToggle } from './settings-toggle'
import { UserMenu } from './user-menu'

export interface TopbarTheme {
  bg: string
  color: string
  brandBg: string
  brandColor: string
  inverted: boolean
}

export const topbarThemes: Record<'light' | 'dark' | 'colored', TopbarTheme> = {
  light: { bg: 'white', color: '#555b6d', brandBg: 'white', brandColor: 'brand.solid', inverted: false },
  dark: { bg: '#2a3042', color: '#e9ecef', brandBg: '#2a3042', brandColor: 'white', inverted: true },
  colored: { bg: 'brand.solid', color: 'white', brandBg: 'brand.solid', brandColor: 'white', inverted: true },
}

interface TopbarProps {
  theme: TopbarTheme
  /** Width of the brand box at lg and up (the sidebar's width in the vertical layout). */
  brandWidth: string
  brandCompact: boolean
  firstName: string
  lastName: string
  /** Absent when there is nothing to toggle (the horizontal menu bar on a wide screen). */
  onToggleMenu?: () => void
  /** The toggle itself, to give it the focus back when the menu closes. */
  menuToggleRef?: Ref<HTMLButtonElement>
  menuExpanded: boolean
}

export function Topbar({ theme, brandWidth, brandCompact, firstName, lastName, onToggleMenu, menuToggleRef, menuExpanded }: TopbarProps) {
  const { t } = useLingui()
  return (
    <Flex as="header" position="fixed" top="0" insetInline="0" h={layoutSizes.topbar} zIndex="sticky" bg={theme.bg} color={theme.color} shadow="xs" align="center">
      <Flex
        h="full"
        align="center"
        justify={brandCompact ? 'center' : 'flex-start'}
        px={brandCompact ? '0' : '5'}
        bg={theme.brandBg}
        color={theme.brandColor}
        w={{ base: 'auto', lg: brandWidth }}
        flexShrink={0}
        transition="width 0.2s"
      >
        <Link to="/" aria-label={t`Home`}>
          <HStack gap="2">
            <Box w="8" h="8" borderRadius="l2" bg={theme.inverted ? 'whiteAlpha.300' : 'brand.solid'} color="white" display="grid" placeItems="center" fontWeight="bold" fontSize="sm">
              AB
            </Box>
            {!brandCompact && (
              <Text as="span" dir="auto" title={config.appName} fontWeight="semibold" display={{ base: 'none', sm: 'inline' }} truncate maxW="11rem">
                {config.appName}
              </Text>
            )}
          </HStack>
        </Link>
      </Flex>
      {onToggleMenu && (
        <IconButton ref={menuToggleRef} aria-label={t`Toggle menu`} aria-expanded={menuExpanded} data-testid="menu-toggle" variant="ghost" color="inherit" ms="2" onClick={onToggleMenu}>
          <Icon name="menu" size={20} />
        </IconButton>
      )}
      <HStack gap="1" marginInlineStart="auto" pe={{ base: '2', md: '4' }}>
        <Box display={{ base: 'none', sm: 'block' }}>
          <LanguageSwitcher tone={theme.inverted ? 'inverted' : 'default'} />
        </Box>
        <FullscreenToggle color="inherit" />
        <UserMenu firstName={firstName} lastName={lastName} color="inherit" />
        <SettingsToggle color="inherit" withLanguage />
      </HStack>
    </Flex>
  )
}
