import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FocusHeading } from './focus-heading'

function Steps() {
  const [step, setStep] = useState(1)
  return (
    <>
      <button type="button" onClick={() => setStep(step + 1)}>
        next
      </button>
      <button type="button" onClick={() => setStep(step)}>
        same
      </button>
      {step === 1 ? (
        <FocusHeading key="first">first</FocusHeading>
      ) : (
        <FocusHeading key="second" level="h1">
          second
        </FocusHeading>
      )}
    </>
  )
}

afterEach(cleanup)

describe('FocusHeading', () => {
  it('takes the focus when it appears, and stays out of the Tab order', () => {
    render(<Steps />)
    const heading = screen.getByRole('heading', { name: 'first', level: 2 })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('moves the focus to the heading of the view that replaces it', () => {
    render(<Steps />)
    fireEvent.click(screen.getByRole('button', { name: 'next' }))
    expect(screen.getByRole('heading', { name: 'second', level: 1 })).toHaveFocus()
  })

  it('leaves the focus alone when the same view re-renders', () => {
    render(<Steps />)
    const same = screen.getByRole('button', { name: 'same' })
    same.focus()
    fireEvent.click(same)
    expect(same).toHaveFocus()
  })
})
