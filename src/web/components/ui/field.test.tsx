import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { productInputSchema } from '../../../domain/catalog/product-schemas'
import { errors as es } from '../../i18n/es/errors'
import { switchLanguage } from '../../i18n/i18n'
import { FormAlert, GroupError } from './field'

beforeAll(() => switchLanguage('en'))
afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

describe('the error of a group of controls', () => {
  const repeated = productInputSchema.shape.availabilityDays.safeParse([1, 1]).error?.issues[0]?.message

  it('reads the schema’s message by its key, in English and in Spanish, never as the key', async () => {
    expect(repeated).toBeDefined()
    render(<GroupError error={repeated} />)
    expect(screen.getByText('Days must be unique')).toBeVisible()
    await act(() => switchLanguage('es'))
    expect(screen.getByText(es.days_unique)).toBeVisible()
  })

  it('draws nothing without an error', () => {
    const { container } = render(<GroupError />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the reason a whole form was refused', () => {
  it('is announced as an alert when there is one, and draws nothing otherwise', () => {
    const { container, rerender } = render(<FormAlert>{false}</FormAlert>)
    expect(container).toBeEmptyDOMElement()
    rerender(<FormAlert>That day is full</FormAlert>)
    expect(screen.getByRole('alert')).toHaveTextContent('That day is full')
  })
})
