import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState, type FormEvent } from 'react'
import * as v from 'valibot'

import { FormAlert } from '../../components/form/form-alert'
import { TextField } from '../../components/form/text-field'
import { buttonClass, PlainButton } from '../../components/plain/button'
import { errorMessage, nigerianPhonePattern, personNamePattern, usernamePattern, validate, type FieldErrors } from '../../lib/validation'
import { registerStaff } from './api/register-staff'
import { AuthCardHeader } from './auth-card'

interface RegistrationValues {
  username: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  reason: string
}

const emptyValues: RegistrationValues = { username: '', firstName: '', lastName: '', email: '', phoneNumber: '+234', reason: '' }

export function RegisterPage() {
  const { t } = useLingui()
  const [values, setValues] = useState(emptyValues)
  const [errors, setErrors] = useState<FieldErrors<RegistrationValues>>({})
  const register = useMutation({ mutationFn: registerStaff })
  const schema = useMemo(
    () =>
      v.object({
        username: v.pipe(v.string(), v.trim(), v.regex(usernamePattern, t`A username has 3 to 50 letters, digits, dots, dashes or underscores`)),
        firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter your first name`), v.regex(personNamePattern, t`Use letters, spaces, apostrophes, dots or dashes`)),
        lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter your last name`), v.regex(personNamePattern, t`Use letters, spaces, apostrophes, dots or dashes`)),
        email: v.pipe(v.string(), v.trim(), v.email(t`Enter a valid email address`), v.maxLength(254, t`The email address is too long`)),
        phoneNumber: v.pipe(v.string(), v.trim(), v.regex(nigerianPhonePattern, t`Enter a Nigerian number as +234 followed by 10 digits`)),
        reason: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Tell the approver why you need an account`), v.maxLength(500, t`Keep the reason under 500 characters`)),
      }),
    [t],
  )
  const field = (name: keyof RegistrationValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  if (register.isSuccess) {
    const reference = register.data.approvalRequestId
    return (
      <div className="ui-stack">
        <AuthCardHeader title={<Trans>Request sent</Trans>} />
        <FormAlert status="success">
          <Trans>Your request was sent for approval (reference {reference}). You will receive an email to set your password once an administrator approves it.</Trans>
        </FormAlert>
        <Link to="/auth/login" search={{ auth: 'login' }} className={buttonClass()}>
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(schema, values)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    register.mutate(checked.output)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Request an account`}>
      <AuthCardHeader title={<Trans>Request an account</Trans>} subtitle={<Trans>An administrator reviews every request before the account is created.</Trans>} />
      <div className="ui-stack">
        {register.isError && <FormAlert status="error">{errorMessage(register.error)}</FormAlert>}
        <div className="ui-grid-2">
          <TextField label={<Trans>First name</Trans>} autoComplete="given-name" required {...field('firstName')} />
          <TextField label={<Trans>Last name</Trans>} autoComplete="family-name" required {...field('lastName')} />
        </div>
        <TextField label={<Trans>Username</Trans>} autoComplete="username" required {...field('username')} />
        <TextField label={<Trans>Work email</Trans>} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={<Trans>Phone number</Trans>} type="tel" autoComplete="tel" inputMode="tel" required {...field('phoneNumber')} />
        <TextField label={<Trans>Why do you need an account?</Trans>} required maxLength={500} {...field('reason')} />
        <PlainButton type="submit" loading={register.isPending} block>
          <Trans>Send request</Trans>
        </PlainButton>
        <p className="ui-muted ui-small ui-center">
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/auth/login" search={{ auth: 'login' }} className="ui-link">
            <Trans>Sign in</Trans>
          </Link>
        </p>
      </div>
    </form>
  )
}
