// The user form: the contract's bounds and patterns (openapi/ums.yaml UserCreate, UserUpdate),
// each problem said on its field as the administrator types.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { User } from '../../entities/user'
import { nigerianPhonePattern, personNamePattern, usernamePattern } from '../../lib/validation'

// The contract's Email pattern.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const userLimits = { username: { min: 3, max: 50 }, name: 60, email: 254, roles: 20 } as const

export interface UserFormValues {
  username: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  roleIds: number[]
  multiFactorEnabled: boolean
}

export function userValuesOf(user: User | undefined): UserFormValues {
  return {
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    roleIds: user?.roles.map((role) => role.id) ?? [],
    multiFactorEnabled: user?.multiFactorEnabled ?? false,
  }
}

/** The form's values from a body sent (a request returned for correction): an update's body has no username, the user's is kept. */
export function valuesFromBody(body: Record<string, unknown>, user?: User): UserFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    username: typeof body.username === 'string' ? body.username : (user?.username ?? ''),
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    email: text(body.email),
    phoneNumber: text(body.phoneNumber),
    roleIds: Array.isArray(body.roleIds) ? body.roleIds.filter((id): id is number => typeof id === 'number') : [],
    multiFactorEnabled: body.multiFactorEnabled === true,
  }
}

/** The body sent for valid values: a creation's (with the username), or an update's (with the user's id). */
export function bodyOf(value: UserFormValues): ReturnType<typeof createBody>
export function bodyOf(value: UserFormValues, id: number): ReturnType<typeof updateBody>
export function bodyOf(value: UserFormValues, id?: number): ReturnType<typeof createBody> | ReturnType<typeof updateBody>
export function bodyOf(value: UserFormValues, id?: number) {
  return id === undefined ? createBody(value) : updateBody(value, id)
}

const createBody = (value: UserFormValues) => ({ ...commonBody(value), username: value.username.trim() })
const updateBody = (value: UserFormValues, id: number) => ({ ...commonBody(value), id })

function commonBody(value: UserFormValues) {
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    email: value.email.trim(),
    phoneNumber: value.phoneNumber,
    roleIds: value.roleIds,
    multiFactorEnabled: value.multiFactorEnabled,
  }
}

export function userSchema(i18n: I18n) {
  const personName = (empty: string, bad: string) =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(userLimits.name, i18n._(msg`At most ${userLimits.name} characters`)), v.regex(personNamePattern, bad))
  const badEmail = i18n._(msg`Enter an email address such as name@firstbank.ng`)
  return v.object({
    username: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the user a username`)),
      v.minLength(userLimits.username.min, i18n._(msg`The username needs at least ${userLimits.username.min} characters`)),
      v.maxLength(userLimits.username.max, i18n._(msg`The username can have at most ${userLimits.username.max} characters`)),
      v.regex(usernamePattern, i18n._(msg`Use letters, digits, dots, dashes and underscores only`)),
    ),
    firstName: personName(i18n._(msg`Give the first name`), i18n._(msg`Use letters, spaces, apostrophes, dots and dashes only`)),
    lastName: personName(i18n._(msg`Give the last name`), i18n._(msg`Use letters, spaces, apostrophes, dots and dashes only`)),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(badEmail), v.maxLength(userLimits.email, badEmail), v.regex(emailPattern, badEmail)),
    phoneNumber: v.pipe(v.string(), v.regex(nigerianPhonePattern, i18n._(msg`Give the ten digits after +234, like 803 123 4567`))),
    roleIds: v.pipe(v.array(v.number()), v.minLength(1, i18n._(msg`Choose at least one role`)), v.maxLength(userLimits.roles, i18n._(msg`Choose at most ${userLimits.roles} roles`))),
    multiFactorEnabled: v.boolean(),
  })
}
