// Where the session lives in the browser, exactly as SPEC section 3 lists it.
import { deleteCookie, readCookie, writeCookie } from './cookies'

export const sessionKeys = {
  tokenCookie: '_token.local',
  userIdCookie: 'userId',
  twoFactorCookie: '2FA',
  multiFactorCookie: 'multiFactorauth',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  passwordToken: 'passwordToken',
  permissions: 'auth.userPermissions',
} as const

export interface StoredPermission {
  groupName: string
  shortName: string
}

export interface SessionTokens {
  accessToken: string
  refreshToken: string
  userId: number
}

/** Signed in or not is decided by the token cookie (SPEC section 6). */
export function hasTokenCookie(): boolean {
  return Boolean(readCookie(sessionKeys.tokenCookie))
}

export function storedAccessToken(): string | null {
  return localStorage.getItem(sessionKeys.accessToken)
}

export function storedRefreshToken(): string | null {
  return localStorage.getItem(sessionKeys.refreshToken)
}

export function storedUserId(): number | null {
  const raw = readCookie(sessionKeys.userIdCookie) ?? localStorage.getItem(sessionKeys.userId)
  const id = raw === null ? NaN : Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function storeTokens({ accessToken, refreshToken, userId }: SessionTokens): void {
  writeCookie(sessionKeys.tokenCookie, `Bearer ${accessToken}`)
  writeCookie(sessionKeys.userIdCookie, String(userId))
  localStorage.setItem(sessionKeys.accessToken, accessToken)
  localStorage.setItem(sessionKeys.refreshToken, refreshToken)
  localStorage.setItem(sessionKeys.userId, String(userId))
}

/** The account needs a second factor (set by login when it answers multiFactorRequired). */
export function setMultiFactorRequired(required: boolean): void {
  writeCookie(sessionKeys.multiFactorCookie, String(required))
}

export function setSecondFactorPassed(passed: boolean): void {
  writeCookie(sessionKeys.twoFactorCookie, String(passed))
}

export function multiFactorRequired(): boolean {
  return readCookie(sessionKeys.multiFactorCookie) === 'true'
}

export function secondFactorPassed(): boolean {
  return readCookie(sessionKeys.twoFactorCookie) === 'true'
}

export function storePasswordToken(token: string): void {
  localStorage.setItem(sessionKeys.passwordToken, token)
}

export function storePermissions(permissions: readonly StoredPermission[]): void {
  const entries = permissions.map(({ groupName, shortName }) => ({ groupName, shortName }))
  localStorage.setItem(sessionKeys.permissions, JSON.stringify(entries))
}

export function storedPermissions(): StoredPermission[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(sessionKeys.permissions) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (p): p is StoredPermission => typeof p === 'object' && p !== null && typeof (p as StoredPermission).groupName === 'string' && typeof (p as StoredPermission).shortName === 'string',
    )
  } catch {
    return []
  }
}

// Device preferences survive a logout; everything else in local storage belongs to the session.
const preferenceKeys = ['i18nextLng', 'layout.settings']
// Each user's column choices per list (components/data-table/column-chooser.tsx).
const preferenceKeyPrefixes = ['columns.']

/** Logout: every session cookie and all of local storage except the device's preferences. */
export function clearSession(): void {
  for (const name of [sessionKeys.tokenCookie, sessionKeys.userIdCookie, sessionKeys.twoFactorCookie, sessionKeys.multiFactorCookie]) {
    deleteCookie(name)
  }
  const prefixed = Object.keys(localStorage).filter((key) => preferenceKeyPrefixes.some((prefix) => key.startsWith(prefix)))
  const kept = [...preferenceKeys, ...prefixed].map((key) => [key, localStorage.getItem(key)] as const)
  localStorage.clear()
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value)
  sessionStorage.removeItem('authUser')
}
