import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { lazy, type ReactElement, Suspense } from 'react'
import { afterEach, expect, it } from 'vitest'
import { Link, Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FocusOnNavigate } from './focus-on-navigate'

let loadLater: (page: { default: () => ReactElement }) => void = () => {}
const LatePage = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (loadLater = resolve)))

afterEach(cleanup)

function renderShop(path: string) {
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <FocusOnNavigate />
      <header>
        <Link href="/b">B in the header</Link>
      </header>
      <Suspense fallback={<p>Loading…</p>}>
        <Switch>
          <Route path="/a">
            <main>
              <h1>Page A</h1>
              <Link href="/b">B in page A</Link>
              <Link href="/c">C in page A</Link>
              <Link href="/late">Late in page A</Link>
            </main>
          </Route>
          <Route path="/b">
            <main>
              <h1>Page B</h1>
            </main>
          </Route>
          <Route path="/c">
            <main>
              <h1>Page C</h1>
              {/* biome-ignore lint/a11y/noAutofocus: a page focusing its first field, as the phone order page does */}
              <input aria-label="Phone" autoFocus />
            </main>
          </Route>
          <Route path="/late" component={LatePage} />
        </Switch>
      </Suspense>
    </Router>,
  )
}

it('leaves focus alone on the first load', () => {
  renderShop('/a')
  expect(document.activeElement).toBe(document.body)
})

it('moves focus to the new page’s heading after a link in the old page, out of the Tab order', () => {
  renderShop('/a')
  fireEvent.click(screen.getByRole('link', { name: 'B in page A' }))
  const heading = screen.getByRole('heading', { name: 'Page B' })
  expect(heading).toHaveFocus()
  expect(heading).toHaveAttribute('tabindex', '-1')
})

it('moves focus from a header link that stays to the new page’s heading', () => {
  renderShop('/a')
  const headerLink = screen.getByRole('link', { name: 'B in the header' })
  headerLink.focus()
  fireEvent.click(headerLink)
  expect(screen.getByRole('heading', { name: 'Page B' })).toHaveFocus()
})

it('keeps the focus a page gives itself', () => {
  renderShop('/a')
  fireEvent.click(screen.getByRole('link', { name: 'C in page A' }))
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus()
})

it('waits for a page whose code is still loading to show its heading', async () => {
  renderShop('/a')
  fireEvent.click(screen.getByRole('link', { name: 'Late in page A' }))
  expect(screen.getByText('Loading…')).toBeVisible()
  loadLater({
    default: () => (
      <main>
        <h1>Late page</h1>
      </main>
    ),
  })
  const heading = await screen.findByRole('heading', { name: 'Late page' })
  await expect.poll(() => document.activeElement).toBe(heading)
})
