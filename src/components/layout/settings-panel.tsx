import { CloseButton, Drawer, HStack, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { updateLayoutSettings, useLayoutSettings, type LayoutSettings } from '../../lib/layout-settings'
import { layoutSizes } from '../../lib/theme'
import { LanguageSwitcher } from '../language-switcher'
import { aboveSyncBanner } from '../offline/sync-banner-space'

interface Option<T extends string> {
  value: T
  label: ReactNode
}

function SettingGroup<K extends keyof LayoutSettings>({ name, title, options }: { name: K; title: ReactNode; options: Option<Extract<LayoutSettings[K], string>>[] }) {
  const settings = useLayoutSettings()
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="semibold" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="2">
        {title}
      </Text>
      <RadioGroup.Root
        name={String(name)}
        size="sm"
        colorPalette="brand"
        value={String(settings[name])}
        onValueChange={(details) => updateLayoutSettings({ [name]: details.value } as Partial<LayoutSettings>)}
      >
        <HStack gap="4" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Stack>
  )
}

/** The right panel (280px): layout, width, sidebar and top bar looks, kept on this device. */
export function SettingsPanel({ open, onClose, withLanguage = false }: { open: boolean; onClose: () => void; withLanguage?: boolean }) {
  const { t } = useLingui()
  const settings = useLayoutSettings()
  return (
    <Drawer.Root open={open} placement="end" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner {...aboveSyncBanner.positioner}>
          <Drawer.Content {...aboveSyncBanner.content} maxW={layoutSizes.rightPanel} data-testid="settings-panel" aria-label={t`Layout settings`}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>
                <Trans>Settings</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6" py="2">
                {withLanguage && (
                  <Stack gap="2" display={{ base: 'flex', sm: 'none' }}>
                    <Text fontWeight="semibold" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                      <Trans>Language</Trans>
                    </Text>
                    <LanguageSwitcher testId="settings-language-switcher" />
                  </Stack>
                )}
                <SettingGroup
                  name="layoutType"
                  title={<Trans>Layout</Trans>}
                  options={[
                    { value: 'vertical', label: <Trans>Vertical</Trans> },
                    { value: 'horizontal', label: <Trans>Horizontal</Trans> },
                  ]}
                />
                <SettingGroup
                  name="layoutWidth"
                  title={<Trans>Layout width</Trans>}
                  options={[
                    { value: 'fluid', label: <Trans>Fluid</Trans> },
                    { value: 'boxed', label: <Trans>Boxed</Trans> },
                  ]}
                />
                {settings.layoutType === 'vertical' ? (
                  <>
                    <SettingGroup
                      name="leftSidebarType"
                      title={<Trans>Sidebar</Trans>}
                      options={[
                        { value: 'light', label: <Trans>Light</Trans> },
                        { value: 'dark', label: <Trans>Dark</Trans> },
                        { value: 'colored', label: <Trans>Colored</Trans> },
                      ]}
                    />
                    <SettingGroup
                      name="leftSidebarSize"
                      title={<Trans>Sidebar size</Trans>}
                      options={[
                        { value: 'default', label: <Trans>Default</Trans> },
                        { value: 'small', label: <Trans>Small</Trans> },
                      ]}
                    />
                  </>
                ) : (
                  <SettingGroup
                    name="topbar"
                    title={<Trans>Topbar</Trans>}
                    options={[
                      { value: 'light', label: <Trans>Light</Trans> },
                      { value: 'dark', label: <Trans>Dark</Trans> },
                      { value: 'colored', label: <Trans>Colored</Trans> },
                    ]}
                  />
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close settings`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
