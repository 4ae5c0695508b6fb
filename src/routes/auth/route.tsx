import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

import { AuthLayout } from '../../components/layout/auth-layout'

// SPEC section 4 rule 1: a signed-in user has nothing to do on these pages.
const signedOutOnly = ['/auth/login', '/auth/forgot-password', '/auth/reset-password']

export const Route = createFileRoute('/auth')({
  beforeLoad: ({ context, location }) => {
    const path = location.pathname.replace(/\/+$/, '').toLowerCase()
    if (signedOutOnly.includes(path) && context.auth.isSignedIn() && context.auth.mayLoadUser()) throw redirect({ to: '/' })
    if (path === '/auth/change-password' && !context.auth.isSignedIn()) {
      throw redirect({ to: '/auth/login', search: { auth: 'login', redirect: location.href } })
    }
  },
  component: AuthRoute,
})

function AuthRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  )
}
