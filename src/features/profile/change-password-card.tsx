import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'

import { PendingBlock } from '../../components/feedback/query-state'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { MutationErrorAlert } from '../../components/form/mutation-error-alert'
import { useChangePassword } from './api/change-password'
import { PasswordInput } from './password-input'
import { passwordRules, usePasswordPolicy, type PasswordRules } from '../../lib/password-rules'

function RuleList({ policy, password }: { policy: PasswordRules; password: string }) {
  const { i18n, t } = useLingui()
  return (
    <Stack as="ul" gap="1" ps="0" listStyle="none" aria-label={t`Password rules`} data-testid="password-rules">
      {passwordRules(policy, password).map((rule) => (
        <Box as="li" key={rule.key} data-rule={rule.key} data-met={rule.met} display="flex" gap="2" alignItems="center" color={rule.met ? 'green.700' : 'fg.muted'} fontSize="sm">
          <span aria-hidden="true">{rule.met ? '✓' : '○'}</span>
          <span>
            {i18n._(rule.label)}
            <Text as="span" srOnly>
              {rule.met ? t`(met)` : t`(not met yet)`}
            </Text>
          </span>
        </Box>
      ))}
    </Stack>
  )
}

function ChangePasswordForm({ policy }: { policy: PasswordRules }) {
  const { t } = useLingui()
  const mutation = useChangePassword()
  const [done, setDone] = useState(false)
  const schema = v.pipe(
    v.object({
      currentPassword: v.pipe(v.string(), v.nonEmpty(t`Enter your current password`)),
      newPassword: v.pipe(
        v.string(),
        v.nonEmpty(t`Enter a new password`),
        v.maxLength(128, t`Use at most 128 characters`),
        v.check((value) => passwordRules(policy, value).every((rule) => rule.met), t`The new password does not meet every rule below`),
      ),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(t`Enter the new password again`)),
    }),
    v.forward(
      v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, t`The two passwords do not match`),
      ['confirmPassword'],
    ),
  )
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      setDone(false)
      const outcome = await mutation.submit(value, { form: formApi })
      if (!outcome) return
      setDone(true)
      formApi.reset()
    },
  })
  return (
    <FormElement form={form} aria-label={t`Change password`} testId="change-password-form">
      <Stack gap="4" maxW="md">
        {done && <FormAlert status="success">{t`Your password was changed. Use it at your next sign-in.`}</FormAlert>}
        <MutationErrorAlert error={mutation.error} />
        <form.AppField name="currentPassword">{() => <PasswordInput label={t`Current password`} autoComplete="current-password" />}</form.AppField>
        <form.AppField name="newPassword">{() => <PasswordInput label={t`New password`} autoComplete="new-password" />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.newPassword}>{(password) => <RuleList policy={policy} password={password} />}</form.Subscribe>
        <form.AppField name="confirmPassword">{() => <PasswordInput label={t`Confirm new password`} autoComplete="new-password" />}</form.AppField>
        <Box>
          <form.SubmitButton pending={mutation.isPending} testId="change-password">
            <Trans>Change password</Trans>
          </form.SubmitButton>
        </Box>
      </Stack>
    </FormElement>
  )
}

/** Change password, with the system configuration's policy ticked as the user types. */
export function ChangePasswordCard() {
  const policy = usePasswordPolicy()
  const expiryDays = policy.data?.expiryDays ?? 0
  return (
    <Box as="section" aria-labelledby="change-password-heading" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h2" size="sm" id="change-password-heading">
          <Trans>Change password</Trans>
        </Heading>
        {policy.data ? (
          <>
            {expiryDays > 0 && (
              <Text fontSize="sm" color="fg.muted">
                <Trans>Passwords expire after {expiryDays} days.</Trans>
              </Text>
            )}
            <ChangePasswordForm policy={policy.data} />
          </>
        ) : (
          <PendingBlock queries={[policy]} />
        )}
      </Stack>
    </Box>
  )
}
