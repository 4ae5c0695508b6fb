// Retry-After of a 429 (rate limit), read by the API clients and the approval outbox.

/** Retry-After in seconds (delta-seconds, or an HTTP date); null when absent or unreadable. */
export function retryAfterOf(headers: Headers): number | null {
  const value = headers.get('retry-after')
  if (!value) return null
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000)
  return Number.isFinite(seconds) ? Math.max(1, seconds) : null
}
