import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import type { LoginResult } from './login'

export type TwoFactorValidation = components['schemas']['TwoFactorValidation']

/** POST Authentication/Validate2Fa: the code and the challenge token for the tokens. */
export async function validate2Fa(body: TwoFactorValidation): Promise<LoginResult> {
  const { data } = await ums.POST('/ums/api/v1/Authentication/Validate2Fa', { body })
  if (!data) throw new Error('Empty answer from Validate2Fa')
  return data.data
}
