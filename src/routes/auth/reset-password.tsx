import { createFileRoute } from '@tanstack/react-router'

import { ResetPasswordPage } from '../../features/auth/reset-password-page'
import { resetPasswordSearchSchema } from '../../features/auth/schemas'

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  component: ResetPasswordPage,
})
