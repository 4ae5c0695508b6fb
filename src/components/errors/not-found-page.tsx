import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { DefaultLayout } from '../layout/default-layout'
import { buttonClass } from '../plain/button'

/** Unknown routes, routes that fail validation and /utility/404 (SPEC section 8). */
export function NotFoundPage() {
  return (
    <DefaultLayout>
      <p className="ui-status-code">404</p>
      <h1 className="ui-heading ui-heading--lg">
        <Trans>This page could not be found</Trans>
      </h1>
      <div className="ui-row ui-row--center ui-actions">
        <Link to="/" className={buttonClass()}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </DefaultLayout>
  )
}
