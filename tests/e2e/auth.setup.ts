// Each demo user signs in once through the real login form; the specs reuse the saved session (support/sign-in.ts signIn).
import { test as setup } from '@playwright/test'

import { demoUsers, saveSignedInState } from './support/sign-in'

for (const username of demoUsers) {
  setup(`${username} signs in once through the login form`, async ({ browser, baseURL }) => {
    await saveSignedInState(browser, baseURL ?? '', username)
  })
}
