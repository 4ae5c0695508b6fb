import { startTransition, useCallback, useRef, useState } from 'react'

/**
 * The width of the chart's box, followed as it resizes. The chart is drawn for it in a transition:
 * React renders it in slices between the browser's other work, where nivo's Responsive charts
 * measure in a layout effect and draw again at once, holding the main thread (Lighthouse's TBT).
 * The box keeps its height meanwhile, so nothing moves when the chart comes.
 */
export function useWidth<T extends HTMLElement>(): [ref: (element: T | null) => void, width: number | undefined] {
  const [width, setWidth] = useState<number>()
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!element) return
    observer.current = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0)
      startTransition(() => setWidth(next))
    })
    observer.current.observe(element)
  }, [])
  return [ref, width]
}
