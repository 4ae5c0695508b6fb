import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import * as v from 'valibot'

import { TextField } from '../../components/form/text-field'
import { passwordRules, type PasswordRules } from '../../lib/password-rules'

export interface NewPasswordValues {
  newPassword: string
  confirmPassword: string
}

/**
 * The new password checked against the bank's configured policy (the same rules as the profile's
 * change-password; the platform checks them again). Until the policy is known only the length limit is.
 */
export function useNewPasswordSchema(policy: PasswordRules | undefined) {
  const { t } = useLingui()
  return useMemo(
    () =>
      v.pipe(
        v.object({
          newPassword: v.pipe(
            v.string(),
            v.nonEmpty(t`Enter a new password`),
            v.maxLength(128, t`Use at most 128 characters`),
            v.check((value) => !policy || passwordRules(policy, value).every((rule) => rule.met), t`The new password does not meet every rule below`),
          ),
          confirmPassword: v.pipe(v.string(), v.nonEmpty(t`Enter the new password again`)),
        }),
        v.forward(
          v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, t`The two passwords do not match`),
          ['confirmPassword'],
        ),
      ),
    [t, policy],
  )
}

export function NewPasswordFields({
  values,
  errors,
  policy,
  onChange,
}: {
  values: NewPasswordValues
  errors: Partial<Record<keyof NewPasswordValues, string>>
  policy: PasswordRules | undefined
  onChange: (values: NewPasswordValues) => void
}) {
  const { i18n, t } = useLingui()
  return (
    <>
      <TextField
        label={<Trans>New password</Trans>}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(newPassword) => onChange({ ...values, newPassword })}
        error={errors.newPassword}
        required
      />
      {policy && (
        <ul className="ui-rules" aria-label={t`Password rules`} data-testid="password-rules">
          {passwordRules(policy, values.newPassword).map((rule) => (
            <li key={rule.key} data-rule={rule.key} data-met={rule.met}>
              <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {i18n._(rule.label)}
              <span className="ui-sr-only">{rule.met ? t`(met)` : t`(not met yet)`}</span>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={<Trans>Confirm new password</Trans>}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(confirmPassword) => onChange({ ...values, confirmPassword })}
        error={errors.confirmPassword}
        required
      />
    </>
  )
}
