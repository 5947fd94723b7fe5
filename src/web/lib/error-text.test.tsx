import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Field } from '../components/ui/field'
import { switchLanguage } from '../i18n/i18n'
import './zod-language'

afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

function CityField() {
  return (
    <Field label="City" error="Please enter your city">
      <input />
    </Field>
  )
}

describe('error messages from the schemas and the server', () => {
  it('show in English as written', () => {
    render(<CityField />)
    expect(screen.getByText('Please enter your city')).toBeInTheDocument()
  })

  it('show in Spanish when the shop speaks Spanish', async () => {
    await act(() => switchLanguage('es'))
    render(<CityField />)
    expect(screen.getByText('Escribe tu ciudad')).toBeInTheDocument()
  })

  it('stay as they came when the catalogue does not know them', async () => {
    await act(() => switchLanguage('es'))
    render(
      <Field label="X" error="Something new. With a dot: and a colon">
        <input />
      </Field>,
    )
    expect(screen.getByText('Something new. With a dot: and a colon')).toBeInTheDocument()
  })

  it("use zod's Spanish messages for fields without a message of ours", async () => {
    await act(() => switchLanguage('es'))
    expect(z.string().min(2).safeParse('a').error?.issues[0]?.message).toMatch(/Demasiado pequeño/)
    await act(() => switchLanguage('en'))
    expect(z.string().min(2).safeParse('a').error?.issues[0]?.message).toMatch(/Too small/)
  })
})
