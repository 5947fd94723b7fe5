import { expect, it, vi } from 'vitest'
import { reloadOnStaleBuild } from './stale-build'

function pageAt(start: number) {
  const target = Object.assign(new EventTarget(), { location: { reload: vi.fn() } })
  const storage = new Map<string, string>()
  let now = start
  reloadOnStaleBuild(
    target,
    () => ({ getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) }),
    () => now,
  )
  const failLoad = () => {
    const event = new Event('vite:preloadError', { cancelable: true })
    target.dispatchEvent(event)
    return event.defaultPrevented
  }
  return { target, failLoad, later: (ms: number) => (now += ms) }
}

it('reloads a page left open across a release once its next page is gone, to load the new build', () => {
  const page = pageAt(1_000_000)
  expect(page.failLoad()).toBe(true)
  expect(page.target.location.reload).toHaveBeenCalledTimes(1)
})

it('does not reload again and again when the new build fails to load too: the error shows', () => {
  const page = pageAt(1_000_000)
  page.failLoad()
  page.later(2_000)
  expect(page.failLoad()).toBe(false)
  expect(page.target.location.reload).toHaveBeenCalledTimes(1)
  page.later(60_000)
  expect(page.failLoad()).toBe(true)
  expect(page.target.location.reload).toHaveBeenCalledTimes(2)
})
