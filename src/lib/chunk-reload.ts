// A deploy replaces the hashed chunks; a tab still on the old version reloads once to pick up the new ones.
const guardKey = 'chunk-reload-at'
const guardWindowMs = 60_000

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(message)
}

/** Reloads the page unless it already did so in the last minute; answers whether it reloads. */
export function reloadOnceForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(guardKey) ?? 0)
  if (Date.now() - last < guardWindowMs) return false
  sessionStorage.setItem(guardKey, String(Date.now()))
  window.location.reload()
  return true
}

export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault()
  })
}
