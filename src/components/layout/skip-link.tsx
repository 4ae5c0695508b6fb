// "Skip to the main content": first in the tab order, hidden until focused (WCAG 2.4.1). Plain HTML (plain.css).
import { Trans } from '@lingui/react/macro'

/** The id of the page's <main>, which the skip link focuses. */
export const MAIN_CONTENT_ID = 'main-content'

export function SkipLink() {
  return (
    <a
      className="ui-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        // Focus the content itself (not only scroll to it), without the router handling the hash.
        const main = document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        event.preventDefault()
        main.focus()
        main.scrollIntoView({ block: 'start' })
      }}
    >
      <Trans>Skip to main content</Trans>
    </a>
  )
}
