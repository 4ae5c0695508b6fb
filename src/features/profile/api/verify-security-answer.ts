// Checking one security answer before the questions can be changed.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'

/** POST /ums/api/v1/SecurityQuestion/verifyAnswer: whether an answer is right. */
export async function verifySecurityAnswer(body: components['schemas']['SecurityAnswerVerification']): Promise<boolean> {
  const { data } = await ums.POST('/ums/api/v1/SecurityQuestion/verifyAnswer', { body })
  return Boolean(data?.data.verified)
}
