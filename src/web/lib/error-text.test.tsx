import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Field } from '../components/ui/field'
import { i18next, switchLanguage } from '../i18n/i18n'
import { ApiError } from './api-client'
import { errorTextOf, useErrorText } from './error-text'
import './zod-language'

// The errors catalogue arrives as a chunk of its own (i18n.ts); switching loads it.
beforeAll(() => switchLanguage('en'))

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

function Toast({ message }: { message: string }) {
  return <p>{useErrorText()(message)}</p>
}

/** Messages the server builds with values, as it sends them, and what a Spanish visitor reads. */
const WITH_VALUES: [english: string, spanish: string][] = [
  ['2026-11-24 is fully booked. Please choose another day.', 'El 24 de noviembre de 2026 ya está lleno. Por favor elige otro día.'],
  [
    '2026-11-26 already has 4 orders; the limit cannot be lower than that.',
    'El 26 de noviembre de 2026 ya tiene 4 pedidos; el límite no puede ser menor.',
  ],
  ['Must be at least 4', 'Debe ser al menos 4'],
  [
    '2026-12-01 has 2 active orders. Reschedule or cancel them before removing the date.',
    'El 1 de diciembre de 2026 tiene 2 pedidos activos. Cámbialos de fecha o cancélalos antes de quitar la fecha.',
  ],
  ['The price of Artisan Sourdough is $150.00', 'El precio de Artisan Sourdough es $150.00'],
  ['Cinnamon Rolls is out of stock', 'Cinnamon Rolls está agotado'],
  ['Product 99 does not exist', 'El producto 99 no existe'],
  [
    'Too many sign-in attempts. Please wait 1 minute and try again.',
    'Demasiados intentos para iniciar sesión. Espera 1 minuto e inténtalo de nuevo.',
  ],
  [
    'Too many sign-in attempts. Please wait 15 minutes and try again.',
    'Demasiados intentos para iniciar sesión. Espera 15 minutos e inténtalo de nuevo.',
  ],
]

describe('server messages that carry values', () => {
  it.each(WITH_VALUES)('reach a Spanish visitor in Spanish with their values: %s', async (english, spanish) => {
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    expect(result.current(english)).toBe(spanish)
  })

  it('read in English as the server wrote them, a bakery day written out', () => {
    const { result } = renderHook(() => useErrorText())
    expect(result.current('Must be at least 4')).toBe('Must be at least 4')
    expect(result.current('The order total is $324.00')).toBe('The order total is $324.00')
    expect(result.current('2026-11-24 is fully booked. Please choose another day.')).toBe(
      'November 24, 2026 is fully booked. Please choose another day.',
    )
  })

  it('show in a toast in Spanish', async () => {
    await act(() => switchLanguage('es'))
    render(<Toast message="We are not taking orders for 2026-11-29." />)
    expect(screen.getByText('No estamos recibiendo pedidos para el 29 de noviembre de 2026.')).toBeInTheDocument()
  })
})

describe('a failed fetch', () => {
  const t = i18next.t.bind(i18next)

  it.each([
    ['TypeError from fetch', new TypeError('Failed to fetch')],
    ["Firefox's TypeError", new TypeError('NetworkError when attempting to fetch resource.')],
    ['ApiError without a status', new ApiError(0, 'Failed to fetch')],
    ["the message of fetch's TypeError", 'Failed to fetch'],
  ])('reads as a friendly text, not the browser words (%s)', async (_case, problem) => {
    expect(errorTextOf(problem, t)).toBe("We couldn't reach the bakery. Check your connection and try again.")
    await act(() => switchLanguage('es'))
    expect(errorTextOf(problem, t, 'es')).toBe('No pudimos comunicarnos con la panadería. Revisa tu conexión e inténtalo de nuevo.')
  })

  it('is not confused with a TypeError of our own code or a refusal', () => {
    expect(errorTextOf(new TypeError("Cannot read properties of undefined (reading 'id')"), t)).toBe(
      "Cannot read properties of undefined (reading 'id')",
    )
    expect(errorTextOf(new ApiError(409, 'This day is fully booked'), t)).toBe('This day is fully booked')
  })
})
