import { createFileRoute } from '@tanstack/react-router'

import { LoginPage } from '../../features/auth/login-page'
import { loginSearchSchema } from '../../features/auth/schemas'

export const Route = createFileRoute('/auth/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
})
