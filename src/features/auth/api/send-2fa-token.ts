import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'

export type TwoFactorChallenge = components['schemas']['TwoFactorChallenge']

/** GET Authentication/Send2FAToken?username: sends the code and answers the challenge token to keep. */
export async function send2FaToken(username: string): Promise<TwoFactorChallenge> {
  const { data } = await ums.GET('/ums/api/v1/Authentication/Send2FAToken', { params: { query: { username } } })
  if (!data) throw new Error('Empty answer from Send2FAToken')
  return data.data
}
