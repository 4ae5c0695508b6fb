import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

import { FormAlert } from '../../components/form/form-alert'
import { TextField } from '../../components/form/text-field'
import { PlainButton } from '../../components/plain/button'
import { errorMessage } from '../../lib/validation'
import { requestPasswordReset } from './api/request-password-reset'
import { AuthCardHeader } from './auth-card'

export function ForgotPasswordPage() {
  const { t } = useLingui()
  const [usernameOrEmail, setUsernameOrEmail] = useState('')
  const [error, setError] = useState<string>()
  const request = useMutation({ mutationFn: requestPasswordReset })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = usernameOrEmail.trim()
    if (value.length < 3 || /\s/.test(value)) return setError(t`Enter your username or email address`)
    setError(undefined)
    request.mutate(value)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Reset password`}>
      <AuthCardHeader title={<Trans>Reset password</Trans>} subtitle={<Trans>Enter your username or email and we will send you a link to set a new password.</Trans>} />
      <div className="ui-stack">
        {request.isSuccess && (
          <FormAlert status="success">
            <Trans>If an account matches, a password reset link has been sent to its email address.</Trans>
          </FormAlert>
        )}
        {request.isError && <FormAlert status="error">{errorMessage(request.error)}</FormAlert>}
        <TextField label={<Trans>Username or email</Trans>} name="usernameOrEmail" autoComplete="username" value={usernameOrEmail} onChange={setUsernameOrEmail} error={error} required autoFocus />
        <PlainButton type="submit" loading={request.isPending} block>
          <Trans>Send reset link</Trans>
        </PlainButton>
        <p className="ui-muted ui-small ui-center">
          <Trans>Remembered it?</Trans>{' '}
          <Link to="/auth/login" search={{ auth: 'login' }} className="ui-link">
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </div>
    </form>
  )
}
