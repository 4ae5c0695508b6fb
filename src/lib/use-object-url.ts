// A file shown in the page (a preview, a download link) through an object URL.
import { useEffect, useState } from 'react'

/** A file's object URL, alive while it is shown (and made again after StrictMode's remount). */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return
    const objectUrl = URL.createObjectURL(file)
    let shown = true
    void Promise.resolve().then(() => {
      if (shown) setUrl(objectUrl)
    })
    return () => {
      shown = false
      URL.revokeObjectURL(objectUrl)
    }
  }, [file])
  return url
}
