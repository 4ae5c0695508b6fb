import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'

import { ums } from '../api/clients'
import type { components } from '../api/schema/ums'

export type PasswordRules = components['schemas']['PasswordRules']

export interface PasswordRule {
  key: 'length' | 'upper' | 'lower' | 'digit' | 'symbol'
  label: MessageDescriptor
  met: boolean
}

/** The policy's rules for a password being typed, each with whether it is met (the server checks them again). */
export function passwordRules(policy: PasswordRules, password: string): PasswordRule[] {
  const minLength = policy.minLength
  const rules: PasswordRule[] = [{ key: 'length', label: msg`At least ${minLength} characters`, met: password.length >= policy.minLength }]
  if (policy.requireUppercase) rules.push({ key: 'upper', label: msg`An upper-case letter`, met: /[A-Z]/.test(password) })
  if (policy.requireLowercase) rules.push({ key: 'lower', label: msg`A lower-case letter`, met: /[a-z]/.test(password) })
  if (policy.requireDigit) rules.push({ key: 'digit', label: msg`A digit`, met: /[0-9]/.test(password) })
  if (policy.requireSymbol) rules.push({ key: 'symbol', label: msg`A symbol`, met: /[^A-Za-z0-9]/.test(password) })
  return rules
}

export const passwordPolicyKey = ['ums', 'profile', 'passwordPolicy'] as const

/** GET /ums/api/v1/Authentication/passwordPolicy (signed in): read fresh each time a form opens. */
export function usePasswordPolicy() {
  return useQuery({
    queryKey: passwordPolicyKey,
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Authentication/passwordPolicy', { signal })
      if (!data) throw new Error('Empty answer for the password policy')
      return data.data
    },
    staleTime: 0,
  })
}
