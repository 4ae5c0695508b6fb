import { ums } from '../../../api/clients'

/** POST Authentication/resetPassword: always the same neutral message, whether or not the account exists. */
export async function requestPasswordReset(usernameOrEmail: string): Promise<string | null | undefined> {
  const { data } = await ums.POST('/ums/api/v1/Authentication/resetPassword', { body: { usernameOrEmail } })
  return data?.message
}
