// The sync banner sits at the bottom of the content area, above drawers; drawers end above it (its
// height is in --sync-banner-height while it shows), so neither hides the other's text or buttons.
export const aboveSyncBanner = {
  positioner: { h: 'calc(100dvh - var(--sync-banner-height, 0px))' },
  content: { maxH: '100%' },
} as const
