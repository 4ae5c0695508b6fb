import { useLingui } from '@lingui/react/macro'

import { activateLocale, isLocale, localeNames, locales } from '../lib/i18n'
import { Icon } from './icons'

/** Language of the interface; Arabic switches the whole layout to right-to-left. Plain HTML (plain.css). */
export function LanguageSwitcher({ tone = 'default', testId = 'language-switcher' }: { tone?: 'default' | 'inverted'; testId?: string }) {
  const { t, i18n } = useLingui()
  return (
    <span className={tone === 'inverted' ? 'ui-select-wrap ui-select-wrap--inverted' : 'ui-select-wrap'}>
      <select
        className="ui-select"
        aria-label={t`Language`}
        data-testid={testId}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void activateLocale(event.target.value)
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={16} />
    </span>
  )
}
