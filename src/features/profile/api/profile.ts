// The signed-in user's own account: password policy and change, security questions, sessions.
import { useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import type { components } from '../../../api/schema/ums'
import { passwordPolicyKey } from '../../../lib/password-rules'
import { useApprovableMutation } from '../../../lib/use-approvable-mutation'

export type UserSession = components['schemas']['UserSession']

export const profileKeys = {
  all: ['ums', 'profile'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  questionCatalogue: () => [...profileKeys.all, 'securityQuestions'] as const,
  myQuestions: (userId: number) => [...profileKeys.all, 'mySecurityQuestions', userId] as const,
}

/** POST /ums/api/v1/Authentication/changePassword */
export function useChangePassword() {
  return useApprovableMutation({
    mutationFn: (body: components['schemas']['PasswordChange'], idempotencyKey: string) =>
      ums.POST('/ums/api/v1/Authentication/changePassword', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
    invalidates: () => [passwordPolicyKey],
  })
}

/** GET /ums/api/v1/SecurityQuestion/get: the catalogue. */
export function useSecurityQuestionCatalogue() {
  return useQuery({
    queryKey: profileKeys.questionCatalogue(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/SecurityQuestion/get', { signal })
      if (!data) throw new Error('Empty answer for the security questions')
      return data.data
    },
  })
}

/** GET /ums/api/v1/SecurityQuestion/getUserSecurityQuestion/{userId}: the questions set, never the answers. */
export function useMySecurityQuestions(userId: number) {
  return useQuery({
    queryKey: profileKeys.myQuestions(userId),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/SecurityQuestion/getUserSecurityQuestion/{userId}', { params: { path: { userId } }, signal })
      if (!data) throw new Error('Empty answer for your security questions')
      return data.data
    },
  })
}

/** POST /ums/api/v1/SecurityQuestion/change */
export function useChangeSecurityAnswers(userId: number) {
  return useApprovableMutation({
    mutationFn: (body: components['schemas']['SecurityAnswersChange'], idempotencyKey: string) =>
      ums.POST('/ums/api/v1/SecurityQuestion/change', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
    invalidates: () => [profileKeys.myQuestions(userId)],
  })
}

/** POST /ums/api/v1/SecurityQuestion/verifyAnswer: whether an answer is right. */
export async function verifySecurityAnswer(body: components['schemas']['SecurityAnswerVerification']): Promise<boolean> {
  const { data } = await ums.POST('/ums/api/v1/SecurityQuestion/verifyAnswer', { body })
  return Boolean(data?.data.verified)
}

/** GET /ums/api/v1/Authentication/sessions */
export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Authentication/sessions', { signal })
      if (!data) throw new Error('Empty answer for your sessions')
      return data.data
    },
  })
}

/** POST /ums/api/v1/Authentication/sessions/revokeOthers */
export function useRevokeOtherSessions() {
  return useApprovableMutation({
    mutationFn: (_: null, idempotencyKey: string) => ums.POST('/ums/api/v1/Authentication/sessions/revokeOthers', { params: { header: { 'Idempotency-Key': idempotencyKey } } }),
    invalidates: () => [profileKeys.sessions()],
  })
}
