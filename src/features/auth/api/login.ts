import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'

export type LoginRequest = components['schemas']['LoginRequest']
export type LoginResult = components['schemas']['LoginResult']

/** POST Authentication/login: the tokens, or multiFactorRequired when a code is needed. */
export async function login(body: LoginRequest): Promise<LoginResult> {
  const { data } = await ums.POST('/ums/api/v1/Authentication/login', { body })
  if (!data) throw new Error('Empty answer from login')
  return data.data
}
