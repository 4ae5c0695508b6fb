import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import * as v from 'valibot'

import { TextField } from '../../components/form/text-field'
import { passwordPolicy } from '../../lib/validation'

export interface NewPasswordValues {
  newPassword: string
  confirmPassword: string
}

/** The password policy as a valibot schema with translated messages. */
export function useNewPasswordSchema() {
  const { t } = useLingui()
  return useMemo(
    () =>
      v.pipe(
        v.object({
          newPassword: v.pipe(
            v.string(),
            v.nonEmpty(t`Enter a new password`),
            v.regex(passwordPolicy, t`Use 8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a symbol`),
          ),
          confirmPassword: v.pipe(v.string(), v.nonEmpty(t`Enter the new password again`)),
        }),
        v.forward(
          v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, t`The two passwords do not match`),
          ['confirmPassword'],
        ),
      ),
    [t],
  )
}

export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: NewPasswordValues
  errors: Partial<Record<keyof NewPasswordValues, string>>
  onChange: (values: NewPasswordValues) => void
}) {
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
        helperText={<Trans>8 or more characters with an upper-case letter, a lower-case letter, a digit and a symbol.</Trans>}
        required
      />
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
