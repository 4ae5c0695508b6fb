// Changing the signed-in user's security questions and answers.
import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'
import { profileKeys } from './profile-keys'

/** POST /ums/api/v1/SecurityQuestion/change */
export function useChangeSecurityAnswers(userId: number) {
  return useApprovableMutation({
    mutationFn: (body: components['schemas']['SecurityAnswersChange'], idempotencyKey: string) =>
      ums.POST('/ums/api/v1/SecurityQuestion/change', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
    invalidates: () => [profileKeys.myQuestions(userId)],
  })
}
