import { authenticationHandlers } from './authentication.ts'
import { roleHandlers } from './roles.ts'
import { securityQuestionHandlers } from './security-questions.ts'
import { userManagementHandlers } from './users.ts'

export const userHandlers = {
  ...authenticationHandlers,
  ...userManagementHandlers,
  ...roleHandlers,
  ...securityQuestionHandlers,
}
