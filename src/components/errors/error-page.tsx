import { Trans } from '@lingui/react/macro'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { ApiError } from '../../api/api-error'
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload'
import { isAccessDenied } from '../../lib/permissions'
import { AccessDeniedPage } from './access-denied-page'
import { DefaultLayout } from '../layout/default-layout'
import { buttonClass, PlainButton } from '../plain/button'

function statusCodeOf(error: unknown): number {
  if (error instanceof ApiError) return error.status
  const code = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof code === 'number' ? code : 500
}

/** A route that failed: its status code (500 by default) and message (Error by default). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error)
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError()
  }, [chunkError])
  if (isAccessDenied(error)) return <AccessDeniedPage permission={error.permission} />
  const statusCode = statusCodeOf(error)
  const message = error instanceof ApiError ? error.firstError : (error instanceof Error && error.message) || 'Error'
  return (
    <DefaultLayout>
      <p className="ui-status-code" data-testid="error-status">
        {statusCode}
      </p>
      <h1 className="ui-heading ui-heading--lg">{chunkError ? <Trans>A new version of the back office is available.</Trans> : message}</h1>
      <div className="ui-row ui-row--center ui-actions">
        <PlainButton variant="outline" onClick={() => (chunkError ? window.location.reload() : reset())}>
          <Trans>Try again</Trans>
        </PlainButton>
        <Link to="/" className={buttonClass()}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </DefaultLayout>
  )
}
