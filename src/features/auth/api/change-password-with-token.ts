import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'

export type PasswordChangeWithToken = components['schemas']['PasswordChangeWithToken']

/** POST Authentication/changepassword-with-token: sets the password of the link's user. */
export async function changePasswordWithToken(body: PasswordChangeWithToken): Promise<string | null | undefined> {
  const { data } = await ums.POST('/ums/api/v1/Authentication/changepassword-with-token', { body })
  return data?.message
}
