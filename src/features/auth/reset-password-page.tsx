import { Button, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'

import { FormAlert } from '../../components/form/form-alert'
import { storePasswordToken } from '../../lib/session'
import { errorMessage, validate } from '../../lib/validation'
import { changePasswordWithToken } from './api/change-password-with-token'
import { passwordResetTokenQueryOptions } from './api/check-password-reset-token'
import { AuthCardHeader } from './auth-card'
import { NewPasswordFields, useNewPasswordSchema, type NewPasswordValues } from './new-password-fields'

const routeApi = getRouteApi('/auth/reset-password')

export function ResetPasswordPage() {
  const { token } = routeApi.useSearch()
  return (
    <>
      <AuthCardHeader title={<Trans>Set a new password</Trans>} />
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
    </>
  )
}

function InvalidLink({ message }: { message?: string }) {
  return (
    <Stack gap="4">
      <FormAlert status="error">{message ?? <Trans>This link is invalid or has expired; ask for a new one.</Trans>}</FormAlert>
      <Button asChild colorPalette="brand">
        <Link to="/auth/forgot-password">
          <Trans>Ask for a new link</Trans>
        </Link>
      </Button>
    </Stack>
  )
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui()
  const check = useQuery(passwordResetTokenQueryOptions(token))
  const schema = useNewPasswordSchema()
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({})
  const setPassword = useMutation({ mutationFn: changePasswordWithToken })

  useEffect(() => {
    if (check.isSuccess) storePasswordToken(token)
  }, [check.isSuccess, token])

  if (check.isPending) return <Spinner color="brand.solid" aria-label={t`Checking the link`} />
  if (check.isError) return <InvalidLink message={errorMessage(check.error)} />

  if (setPassword.isSuccess) {
    return (
      <Stack gap="4">
        <FormAlert status="success">
          <Trans>Your password is set. You can now sign in.</Trans>
        </FormAlert>
        <Button asChild colorPalette="brand">
          <Link to="/auth/login" search={{ auth: 'login' }}>
            <Trans>Go to sign in</Trans>
          </Link>
        </Button>
      </Stack>
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
      <Stack gap="4">
        <Text color="fg.muted">
          <Trans>Choose a new password for {username}.</Trans>
        </Text>
        {setPassword.isError && <FormAlert status="error">{errorMessage(setPassword.error)}</FormAlert>}
        <NewPasswordFields values={values} errors={errors} onChange={setValues} />
        <Button type="submit" colorPalette="brand" loading={setPassword.isPending} w="full">
          <Trans>Set password</Trans>
        </Button>
        <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
          <Link to="/auth/login" search={{ auth: 'login' }}>
            <Trans>Back to sign in</Trans>
          </Link>
        </ChakraLink>
      </Stack>
    </form>
  )
}
