import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { config } from '../../lib/config'
import { LanguageSwitcher } from '../language-switcher'
import { SettingsToggle } from './settings-toggle'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

/**
 * Sign-in pages: the product on one side, the form on the other; language and settings on top.
 * Plain HTML (components/plain/plain.css): the sign-in page loads without Chakra.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const copyright = `© ${new Date().getFullYear()} ${config.vendor}`
  return (
    <div className="auth">
      <SkipLink />
      <div className="auth__hero">
        <p className="auth__name">{config.appName}</p>
        <div>
          <p className="auth__hero-title">
            <Trans>Agent banking operations, in one place.</Trans>
          </p>
          <p className="auth__hero-text">
            <Trans>Onboard merchants, approve changes, and follow every transaction across your agent network.</Trans>
          </p>
        </div>
        <p className="auth__copyright">{copyright}</p>
      </div>
      <div className="auth__panel">
        <header className="auth__top">
          <p className="auth__top-name">{config.appName}</p>
          <LanguageSwitcher />
          <SettingsToggle />
        </header>
        <div className="auth__main">
          <main className="auth__content" id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </main>
        </div>
        <p className="auth__footer">{copyright}</p>
      </div>
    </div>
  )
}
