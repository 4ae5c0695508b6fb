import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'

import { FormAlert } from '../../components/form/form-alert'
import { buttonClass, PlainButton } from '../../components/plain/button'
import { storePasswordToken } from '../../lib/session'
import { errorMessage, validate } from '../../lib/validation'
import { changePasswordWithToken } from './api/change-password-with-token'
import { passwordResetTokenQueryOptions } from './api/check-password-reset-token'
import { AuthCardHeader } from './auth-card'
import { NewPasswordFields, useNewPasswordSchema, type NewPasswordValues } from './new-password-fields'

const routeApi = getRouteApi('/auth/reset-password')

export function ResetPasswordPage() {
  const { token, expired } = routeApi.useSearch()
  return (
    <>
      <AuthCardHeader title={<Trans>Set a new password</Trans>} />
      <div className="ui-stack">
        {expired && token && (
          <FormAlert status="info">
            <Trans>Your password is older than your bank's policy allows. Choose a new one, then sign in with it.</Trans>
          </FormAlert>
        )}
        {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
      </div>
    </>
  )
}

function InvalidLink({ message }: { message?: string }) {
  return (
    <div className="ui-stack">
      <FormAlert status="error">{message ?? <Trans>This link is invalid or has expired; ask for a new one.</Trans>}</FormAlert>
      <Link to="/auth/forgot-password" className={buttonClass()}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </div>
  )
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui()
  const check = useQuery(passwordResetTokenQueryOptions(token))
  const schema = useNewPasswordSchema(check.data?.passwordPolicy)
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({})
  const setPassword = useMutation({ mutationFn: changePasswordWithToken })

  useEffect(() => {
    if (check.isSuccess) storePasswordToken(token)
  }, [check.isSuccess, token])

  if (check.isPending) return <span className="ui-spinner ui-spinner--lg" role="status" aria-label={t`Checking the link`} />
  if (check.isError) return <InvalidLink message={errorMessage(check.error)} />

  if (setPassword.isSuccess) {
    return (
      <div className="ui-stack">
        <FormAlert status="success">
          <Trans>Your password is set. You can now sign in.</Trans>
        </FormAlert>
        <Link to="/auth/login" search={{ auth: 'login' }} className={buttonClass()}>
          <Trans>Go to sign in</Trans>
        </Link>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(schema, values)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    setPassword.mutate({ token, ...checked.output })
  }
  const username = check.data.username

  return (
    <form onSubmit={submit} noValidate aria-label={t`Set a new password`}>
      <div className="ui-stack">
        <p className="ui-muted">
          <Trans>Choose a new password for {username}.</Trans>
        </p>
        {setPassword.isError && <FormAlert status="error">{errorMessage(setPassword.error)}</FormAlert>}
        <NewPasswordFields values={values} errors={errors} policy={check.data?.passwordPolicy} onChange={setValues} />
        <PlainButton type="submit" loading={setPassword.isPending} block>
          <Trans>Set password</Trans>
        </PlainButton>
        <p className="ui-small ui-center">
          <Link to="/auth/login" search={{ auth: 'login' }} className="ui-link">
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </div>
    </form>
  )
}
