/** Query keys of the signed-in user's own account: security questions and sessions. */
export const profileKeys = {
  all: ['ums', 'profile'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  questionCatalogue: () => [...profileKeys.all, 'securityQuestions'] as const,
  myQuestions: (userId: number) => [...profileKeys.all, 'mySecurityQuestions', userId] as const,
}
