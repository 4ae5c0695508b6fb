// Service worker registration and the "new version" prompt (vite-plugin-pwa, injectManifest, prompt).
import { createStore } from './store'

export const updateAvailableStore = createStore(false)

let applyUpdate: (() => void) | null = null

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    applyUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    }
    updateAvailableStore.set(true)
  })
  try {
    await wb.register()
  } catch (error) {
    console.warn('Service worker registration failed', error)
  }
}

/** Tells the waiting worker to take over; the page reloads when it controls it. */
export function installUpdate(): void {
  applyUpdate?.()
}

export function dismissUpdate(): void {
  updateAvailableStore.set(false)
}
