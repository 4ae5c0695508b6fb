import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

import { activateLocale, isLocale, localeNames, locales } from '../lib/i18n'

/** Language of the interface; Arabic switches the whole layout to right-to-left. */
export function LanguageSwitcher({ tone = 'default', testId = 'language-switcher' }: { tone?: 'default' | 'inverted'; testId?: string }) {
  const { t, i18n } = useLingui()
  return (
    <NativeSelect.Root size="sm" width="auto" minW="7.5rem">
      <NativeSelect.Field
        aria-label={t`Language`}
        data-testid={testId}
        value={i18n.locale}
        color={tone === 'inverted' ? 'white' : undefined}
        borderColor={tone === 'inverted' ? 'whiteAlpha.500' : undefined}
        onChange={(event) => {
          if (isLocale(event.target.value)) void activateLocale(event.target.value)
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale} style={{ color: 'black' }}>
            {localeNames[locale]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color={tone === 'inverted' ? 'white' : undefined} />
    </NativeSelect.Root>
  )
}
