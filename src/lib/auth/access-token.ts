// What the page and the service worker read inside an access token (no DOM or storage here: the worker imports it).

/** The signed-in user an access token names. */
export interface TokenSubject {
  userId: number
  username: string
}

/** The user id and name inside a bearer token (not verified: the server verifies on replay). */
export function tokenSubject(authorization: string | null): TokenSubject | null {
  const token = authorization?.replace(/^Bearer\s+/i, '')
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string; username?: string }
    const userId = Number(claims.sub)
    return Number.isInteger(userId) && userId > 0 ? { userId, username: claims.username ?? String(userId) } : null
  } catch {
    return null
  }
}
