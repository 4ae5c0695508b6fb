import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, kept current as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}

/** Tablets and phones (up to 1024 px): lists show their key columns only until the user picks more. */
export const compactQuery = '(max-width: 1024px)'
/** Phones, below Chakra's `md` (768 px): lists are cards and their filters sit behind one button. */
export const phoneQuery = '(max-width: 767.98px)'
