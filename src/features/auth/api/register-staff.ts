import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'

export type StaffRegistration = components['schemas']['StaffRegistration']

/** POST Authentication/register: a request for an account, stored for an administrator's approval (202). */
export async function registerStaff(body: StaffRegistration): Promise<{ approvalRequestId: number; status: string }> {
  const { data } = await ums.POST('/ums/api/v1/Authentication/register', {
    body,
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
  })
  if (!data) throw new Error('Empty answer from register')
  return data.data
}
