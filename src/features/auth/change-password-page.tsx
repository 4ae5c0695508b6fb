import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

import { FormAlert } from '../../components/form/form-alert'
import { TextField } from '../../components/form/text-field'
import { PlainButton } from '../../components/plain/button'
import { usePasswordPolicy } from '../../lib/password-rules'
import { errorMessage, validate } from '../../lib/validation'
import { changePassword } from './api/change-password'
import { AuthCardHeader } from './auth-card'
import { NewPasswordFields, useNewPasswordSchema, type NewPasswordValues } from './new-password-fields'

export function ChangePasswordPage() {
  const { t } = useLingui()
  const policy = usePasswordPolicy()
  const schema = useNewPasswordSchema(policy.data)
  const [currentPassword, setCurrentPassword] = useState('')
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues | 'currentPassword', string>>>({})
  const change = useMutation({ mutationFn: changePassword })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(schema, values)
    const nextErrors = checked.ok ? {} : { ...checked.errors }
    if (!currentPassword) Object.assign(nextErrors, { currentPassword: t`Enter your current password` })
    setErrors(nextErrors)
    if (!checked.ok || !currentPassword) return
    change.mutate({ currentPassword, ...checked.output })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Change password`}>
      <AuthCardHeader title={<Trans>Change password</Trans>} />
      <div className="ui-stack">
        {change.isSuccess && (
          <FormAlert status="success">
            <Trans>Your password was changed.</Trans>
          </FormAlert>
        )}
        {change.isError && <FormAlert status="error">{errorMessage(change.error)}</FormAlert>}
        <TextField
          label={<Trans>Current password</Trans>}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
          required
          autoFocus
        />
        <NewPasswordFields values={values} errors={errors} policy={policy.data} onChange={setValues} />
        <PlainButton type="submit" loading={change.isPending} block>
          <Trans>Change password</Trans>
        </PlainButton>
        <p className="ui-small ui-center">
          <Link to="/" className="ui-link">
            <Trans>Back to the dashboard</Trans>
          </Link>
        </p>
      </div>
    </form>
  )
}
