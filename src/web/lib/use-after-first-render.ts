import { useEffect, useState } from 'react'

/** Whether the app has drawn once; pages that mount later (a click away) draw everything at once. */
let drawn = false

/**
 * False during the app's first render, true right after it and ever since. Code below the fold (the home page's
 * sections, the footer) waits for it, so its chunk is asked for right after the first render instead of holding that
 * render back: the page shows sooner, and every section still arrives without the visitor scrolling.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(drawn)
  useEffect(() => {
    drawn = true
    setAfter(true)
  }, [])
  return after
}
