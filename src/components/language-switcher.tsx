import { useLingui } from '@lingui/react/macro'

import { activateLocale, isLocale, localeNames, locales, type Locale } from '../lib/i18n'
import { Icon } from './icons'

/** The one way to change the language, for every control that offers it (this select, the user menu). */
export function useLanguageChoice(): { locale: string; options: readonly { value: Locale; label: string }[]; choose: (value: string) => void } {
  const { i18n } = useLingui()
  return {
    locale: i18n.locale,
    options: locales.map((locale) => ({ value: locale, label: localeNames[locale] })),
    choose: (value) => {
      if (isLocale(value)) void activateLocale(value)
    },
  }
}

/** Language of the interface; Arabic switches the whole layout to right-to-left. Plain HTML (plain.css). */
export function LanguageSwitcher({ tone = 'default', testId = 'language-switcher' }: { tone?: 'default' | 'inverted'; testId?: string }) {
  const { t } = useLingui()
  const language = useLanguageChoice()
  return (
    <span className={tone === 'inverted' ? 'ui-select-wrap ui-select-wrap--inverted' : 'ui-select-wrap'}>
      <select className="ui-select" aria-label={t`Language`} data-testid={testId} value={language.locale} onChange={(event) => language.choose(event.target.value)}>
        {language.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={16} />
    </span>
  )
}
