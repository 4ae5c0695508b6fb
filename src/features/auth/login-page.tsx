import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { useMemo, useState, type FormEvent } from 'react'
import * as v from 'valibot'

import { FormAlert } from '../../components/form/form-alert'
import { TextField } from '../../components/form/text-field'
import { PlainButton } from '../../components/plain/button'
import { digitsOnly } from '../../lib/key-filters'
import { setMultiFactorRequired, setSecondFactorPassed, storeTokens } from '../../lib/session'
import { errorMessage, usernamePattern, validate, type FieldErrors } from '../../lib/validation'
import { login, type LoginResult } from './api/login'
import { send2FaToken, type TwoFactorChallenge } from './api/send-2fa-token'
import { validate2Fa } from './api/validate-2fa'
import { AuthCardHeader } from './auth-card'

const routeApi = getRouteApi('/auth/login')

interface Credentials {
  username: string
  password: string
}

export function LoginPage() {
  const { redirect } = routeApi.useSearch()
  const router = useRouter()
  const [challenge, setChallenge] = useState<{ username: string; token: TwoFactorChallenge } | null>(null)

  const finish = async (result: LoginResult) => {
    if (result.passwordExpired && result.passwordChangeToken) {
      // The password was right but is too old: a new one first, then sign in again.
      await router.navigate({ to: '/auth/reset-password', search: { token: result.passwordChangeToken, expired: true } })
      return
    }
    if (!result.accessToken || !result.refreshToken) throw new Error('The platform answered without tokens')
    storeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken, userId: result.userId })
    await router.navigate({ href: redirect ?? '/' })
  }

  return challenge ? (
    <SecondFactorStep challenge={challenge} onRestart={() => setChallenge(null)} onSignedIn={finish} onResend={setChallenge} />
  ) : (
    <PasswordStep
      onSignedIn={async (result) => {
        setMultiFactorRequired(false)
        setSecondFactorPassed(false)
        await finish(result)
      }}
      onSecondFactor={(username, token) => setChallenge({ username, token })}
    />
  )
}

function PasswordStep({ onSignedIn, onSecondFactor }: { onSignedIn: (result: LoginResult) => Promise<void>; onSecondFactor: (username: string, token: TwoFactorChallenge) => void }) {
  const { t } = useLingui()
  const [values, setValues] = useState<Credentials>({ username: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors<Credentials>>({})
  const schema = useMemo(
    () =>
      v.object({
        username: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter your username`), v.regex(usernamePattern, t`A username has 3 to 50 letters, digits, dots, dashes or underscores`)),
        password: v.pipe(v.string(), v.nonEmpty(t`Enter your password`), v.maxLength(128, t`The password is too long`)),
      }),
    [t],
  )
  const signIn = useMutation({
    mutationFn: async (credentials: Credentials) => {
      const result = await login(credentials)
      if (result.multiFactorRequired) {
        setMultiFactorRequired(true)
        setSecondFactorPassed(false)
        const token = await send2FaToken(result.username)
        onSecondFactor(result.username, token)
        return
      }
      await onSignedIn(result)
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(schema, values)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    signIn.mutate(checked.output)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Sign in`}>
      <AuthCardHeader title={<Trans>Welcome back</Trans>} subtitle={<Trans>Sign in to continue to the back office.</Trans>} />
      <div className="ui-stack">
        {signIn.isError && <FormAlert status="error">{errorMessage(signIn.error)}</FormAlert>}
        <TextField
          label={<Trans>Username</Trans>}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(username) => setValues((current) => ({ ...current, username }))}
          error={errors.username}
          required
          autoFocus
        />
        <TextField
          label={<Trans>Password</Trans>}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={errors.password}
          required
        />
        <div className="ui-row ui-row--end">
          <Link to="/auth/forgot-password" className="ui-link ui-small">
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <PlainButton type="submit" loading={signIn.isPending} block>
          <Trans>Log In</Trans>
        </PlainButton>
        <p className="ui-muted ui-small ui-center">
          <Trans>New member of staff?</Trans>{' '}
          <Link to="/auth/register" className="ui-link">
            <Trans>Request an account</Trans>
          </Link>
        </p>
      </div>
    </form>
  )
}

function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
  onResend,
}: {
  challenge: { username: string; token: TwoFactorChallenge }
  onSignedIn: (result: LoginResult) => Promise<void>
  onRestart: () => void
  onResend: (challenge: { username: string; token: TwoFactorChallenge }) => void
}) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const verify = useMutation({
    mutationFn: async (sixDigits: string) => {
      const result = await validate2Fa({ username: challenge.username, token: challenge.token.token, code: sixDigits })
      setSecondFactorPassed(true)
      await onSignedIn(result)
    },
  })
  const resend = useMutation({
    mutationFn: () => send2FaToken(challenge.username),
    onSuccess: (token) => {
      setCode('')
      verify.reset()
      onResend({ username: challenge.username, token })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^[0-9]{6}$/.test(code)) return setError(t`Enter the 6-digit code`)
    setError(undefined)
    verify.mutate(code)
  }
  const destination = challenge.token.destination

  return (
    <form onSubmit={submit} noValidate aria-label={t`Verify sign-in code`}>
      <AuthCardHeader title={<Trans>Verify it is you</Trans>} subtitle={<Trans>We sent a 6-digit sign-in code to {destination}.</Trans>} />
      <div className="ui-stack">
        {verify.isError && <FormAlert status="error">{errorMessage(verify.error)}</FormAlert>}
        {resend.isError && <FormAlert status="error">{errorMessage(resend.error)}</FormAlert>}
        {resend.isSuccess && (
          <FormAlert status="success">
            <Trans>A new code was sent.</Trans>
          </FormAlert>
        )}
        <TextField
          label={<Trans>Sign-in code</Trans>}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(next) => setCode(next.replace(/[^0-9]/g, '').slice(0, 6))}
          onKeyDown={digitsOnly}
          error={error}
          required
          autoFocus
        />
        <PlainButton type="submit" loading={verify.isPending} block>
          <Trans>Verify</Trans>
        </PlainButton>
        <div className="ui-row">
          <PlainButton variant="ghost" size="sm" onClick={onRestart}>
            <Trans>Use another account</Trans>
          </PlainButton>
          <PlainButton variant="ghost" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            <Trans>Send a new code</Trans>
          </PlainButton>
        </div>
      </div>
    </form>
  )
}
