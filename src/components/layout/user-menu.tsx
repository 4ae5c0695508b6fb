import { Box, Button, Circle, Menu, Portal, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { logout } from '../../lib/auth/logout'
import { LogoutDialog } from '../dialogs/logout-dialog'
import { Icon } from '../icons'
import { useLanguageChoice } from '../language-switcher'

/** First name in the top bar, with View Profile, the language (on a phone the top bar has no room for its own switcher) and Logout (confirmed in a modal). */
export function UserMenu({ firstName, lastName, color }: { firstName: string; lastName: string; color?: string }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const language = useLanguageChoice()
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()

  const confirmLogout = async () => {
    setBusy(true)
    await logout(queryClient)
    setBusy(false)
    setConfirming(false)
    await navigate({ to: '/auth/login', search: { auth: 'login' } })
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" color={color} px="2" gap="2" data-testid="user-menu">
            <Circle size="8" bg="brand.subtle" color="brand.fg" fontSize="xs" fontWeight="semibold">
              {initials}
            </Circle>
            <Text as="span" display={{ base: 'none', md: 'inline' }} fontWeight="medium">
              {firstName}
            </Text>
            <Icon name="chevronDown" size={14} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              <Menu.Item value="profile" asChild>
                <Link to="/profile">
                  <Icon name="user" />
                  <Box flex="1">
                    <Trans>View Profile</Trans>
                  </Box>
                </Link>
              </Menu.Item>
              <Menu.Item value="change-password" asChild>
                <Link to="/auth/change-password">
                  <Icon name="shield" />
                  <Box flex="1">
                    <Trans>Change password</Trans>
                  </Box>
                </Link>
              </Menu.Item>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <Trans>Language</Trans>
                </Menu.ItemGroupLabel>
                <Menu.RadioItemGroup value={language.locale} onValueChange={(details) => language.choose(details.value)} data-testid="user-menu-language">
                  {language.options.map((option) => (
                    <Menu.RadioItem key={option.value} value={option.value} lang={option.value}>
                      <Menu.ItemIndicator />
                      <Menu.ItemText>{option.label}</Menu.ItemText>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" onSelect={() => setConfirming(true)}>
                <Icon name="logout" />
                <Box flex="1">
                  <Trans>Logout</Trans>
                </Box>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={confirming} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void confirmLogout()} />
    </>
  )
}
