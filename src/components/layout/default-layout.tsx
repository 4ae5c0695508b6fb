import type { ReactNode } from 'react'

import { config } from '../../lib/config'

/** Chrome-less layout for error pages: the product name and the message, centred. Plain HTML (plain.css). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="ui-center-page">
      <p className="ui-center-page__name">{config.appName}</p>
      <main className="ui-center-page__card">{children}</main>
    </div>
  )
}
