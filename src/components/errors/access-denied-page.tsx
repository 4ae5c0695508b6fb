import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import type { Permission } from '../../lib/permissions'
import { buttonClass } from '../plain/button'

/** A screen opened by URL without its permission: said plainly, inside the shell (not the 404). */
export function AccessDeniedPage({ permission }: { permission: Permission }) {
  const { group, action } = permission
  return (
    <section className="ui-access-denied" data-testid="access-denied">
      <p className="ui-status-code">403</p>
      <h1 className="ui-heading ui-heading--lg">
        <Trans>You do not have access to this page</Trans>
      </h1>
      <p className="ui-helper">
        <Trans>
          It needs the permission {group} / {action}. Ask an administrator for a role that holds it.
        </Trans>
      </p>
      <div className="ui-row ui-row--center ui-actions">
        <Link to="/" className={buttonClass()}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  )
}
