// The look of the signed-in layout, chosen in the settings panel and kept on this device.
import * as v from 'valibot'

import { createStore, useStore } from './store'

const storageKey = 'layout.settings'

const LayoutSettingsSchema = v.object({
  layoutType: v.fallback(v.picklist(['vertical', 'horizontal']), 'vertical'),
  leftSidebarType: v.fallback(v.picklist(['dark', 'light', 'colored']), 'light'),
  leftSidebarSize: v.fallback(v.picklist(['default', 'small']), 'default'),
  sidebarCollapsed: v.fallback(v.boolean(), false),
  layoutWidth: v.fallback(v.picklist(['fluid', 'boxed']), 'fluid'),
  topbar: v.fallback(v.picklist(['dark', 'light', 'colored']), 'colored'),
  loader: v.fallback(v.boolean(), true),
})

export type LayoutSettings = v.InferOutput<typeof LayoutSettingsSchema>

function readSettings(): LayoutSettings {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}')
  } catch {
    stored = {}
  }
  return v.parse(LayoutSettingsSchema, typeof stored === 'object' && stored !== null ? stored : {})
}

export const layoutSettingsStore = createStore<LayoutSettings>(readSettings())

export function updateLayoutSettings(change: Partial<LayoutSettings>): void {
  layoutSettingsStore.set((previous) => ({ ...previous, ...change }))
  localStorage.setItem(storageKey, JSON.stringify(layoutSettingsStore.get()))
}

export function useLayoutSettings(): LayoutSettings {
  return useStore(layoutSettingsStore)
}
