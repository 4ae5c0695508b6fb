import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'

export type PasswordChange = components['schemas']['PasswordChange']

/** POST Authentication/changePassword for the signed-in user. */
export async function changePassword(body: PasswordChange): Promise<string | null | undefined> {
  const { data } = await ums.POST('/ums/api/v1/Authentication/changePassword', {
    body,
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
  })
  return data?.message
}
