import { hasTokenCookie, multiFactorRequired, secondFactorPassed, storedAccessToken, storedUserId } from '../session'

/** What the router's beforeLoad guards need to know about the session (router context `auth`). */
export interface AuthContext {
  isSignedIn(): boolean
  userId(): number | null
  /** SPEC section 4 rule 3: with the multi-factor flag set, the user loads only once the 2FA flag is set too. */
  mayLoadUser(): boolean
  accessToken(): string | null
}

export const auth: AuthContext = {
  isSignedIn: hasTokenCookie,
  userId: storedUserId,
  mayLoadUser: () => hasTokenCookie() && (!multiFactorRequired() || secondFactorPassed()),
  accessToken: storedAccessToken,
}
