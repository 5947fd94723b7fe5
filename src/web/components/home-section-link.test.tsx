import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { HomeSectionLink } from './home-section-link'

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  const onNavigate = vi.fn()
  render(
    <Router hook={location.hook}>
      <HomeSectionLink section="contact" onNavigate={onNavigate}>
        contact
      </HomeSectionLink>
    </Router>,
  )
  return { history: location.history, onNavigate, link: screen.getByRole('link', { name: 'contact' }) }
}

afterEach(cleanup)

describe('HomeSectionLink', () => {
  it('points at the home page section, so it also works without scripts or in a new tab', () => {
    expect(renderAt('/products').link).toHaveAttribute('href', '/#contact')
  })

  it('changes route inside the app from another page instead of loading the page again', () => {
    const { history, onNavigate, link } = renderAt('/products')
    const followedByBrowser = fireEvent.click(link)
    expect(followedByBrowser).toBe(false)
    expect(history).toEqual(['/products', '/#contact'])
    expect(onNavigate).toHaveBeenCalledOnce()
  })

  it('lets the browser scroll on the home page itself', () => {
    const { history, onNavigate, link } = renderAt('/')
    expect(fireEvent.click(link)).toBe(true)
    expect(history).toEqual(['/'])
    expect(onNavigate).toHaveBeenCalledOnce()
  })

  it('leaves a click that opens a new tab to the browser', () => {
    const { history, link } = renderAt('/products')
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link, { ctrlKey: true })
    expect(history).toEqual(['/products'])
  })
})
