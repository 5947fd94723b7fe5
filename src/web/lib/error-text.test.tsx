import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { customerInputSchema } from '../../domain/customers/customer-schemas'
import { errorBody } from '../../domain/error-body'
import type { ErrorCode, FieldError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import { Field } from '../components/ui/field'
import { errors as es } from '../i18n/es/errors'
import { switchLanguage, translator } from '../i18n/i18n'
import { ApiError, api } from './api-client'
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
    <Field label="City" error={text('city_required')}>
      <input />
    </Field>
  )
}

describe('error messages from the schemas and the server', () => {
  it('show in English by their key', () => {
    render(<CityField />)
    expect(screen.getByText('Please enter your city')).toBeInTheDocument()
  })

  it('show in Spanish when the shop speaks Spanish', async () => {
    await act(() => switchLanguage('es'))
    render(<CityField />)
    expect(screen.getByText('Escribe tu ciudad')).toBeInTheDocument()
  })

  it('come from the shared schema by key, so a form shows them in Spanish', async () => {
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    const issue = customerInputSchema.shape.postalCode.safeParse('9700').error?.issues[0]
    expect(result.current(issue?.message ?? '')).toBe(es.postal_code_invalid)
  })

  it('are never translated by matching an English sentence', async () => {
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    expect(result.current('Please enter your city')).toBe('Please enter your city')
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

/** A refusal as the server's error handler answers it, read by the api client as the pages get it. */
async function refusal(status: number, code: ErrorCode, written: string, fields: FieldError[] = []): Promise<ApiError> {
  const body = errorBody(code, written, fields)
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }))
  try {
    await api.post('/api/anything', {})
  } catch (error) {
    return error as ApiError
  } finally {
    fetchMock.mockRestore()
  }
  throw new Error('expected a refusal')
}

function Toast({ error }: { error: Error }) {
  return <p>{useErrorText()(error)}</p>
}

/** Refusals the server makes with values, and what a Spanish visitor reads. */
const WITH_VALUES: [written: string, spanish: string][] = [
  [text('date_fully_booked', { date: '2026-11-24' }), 'El 24 de noviembre de 2026 ya está lleno. Por favor elige otro día.'],
  [
    text('date_limit_below_orders', { date: '2026-11-26', orders: 4 }),
    'El 26 de noviembre de 2026 ya tiene 4 pedidos; el límite no puede ser menor.',
  ],
  [text('number_min', { min: 4 }), 'Debe ser al menos 4'],
  [
    text('date_has_active_orders', { date: '2026-12-01', orders: 2 }),
    'El 1 de diciembre de 2026 tiene 2 pedidos activos. Cámbialos de fecha o cancélalos antes de quitar la fecha.',
  ],
  [
    text('date_has_active_order', { date: '2026-12-01', orders: 1 }),
    'El 1 de diciembre de 2026 tiene 1 pedido activo. Cámbialo de fecha o cancélalo antes de quitar la fecha.',
  ],
  [text('customer_day_limit_one_on', { max: 1, date: '2026-12-01' }), 'Un cliente puede hacer solo 1 pedido para el 1 de diciembre de 2026.'],
  [text('price_is', { product: 'Artisan Sourdough', price: '$150.00' }), 'El precio de Artisan Sourdough es $150.00'],
  [text('product_out_of_stock', { product: 'Cinnamon Rolls' }), 'Cinnamon Rolls está agotado'],
  [text('product_missing_id', { id: 99 }), 'El producto 99 no existe'],
  [text('sign_in_throttled_minute', { minutes: 1 }), 'Demasiados intentos para iniciar sesión. Espera 1 minuto e inténtalo de nuevo.'],
  [text('sign_in_throttled_minutes', { minutes: 15 }), 'Demasiados intentos para iniciar sesión. Espera 15 minutos e inténtalo de nuevo.'],
]

describe('server refusals that carry values', () => {
  it.each(WITH_VALUES)('reach a Spanish visitor in Spanish with their values: %s', async (written, spanish) => {
    const error = await refusal(409, 'conflict', written)
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    expect(result.current(error)).toBe(spanish)
  })

  it('read in English as the server wrote them, a bakery day written out', async () => {
    const { result } = renderHook(() => useErrorText())
    const booked = await refusal(409, 'date_full', text('date_fully_booked', { date: '2026-11-24' }))
    expect(booked.message).toBe('2026-11-24 is fully booked. Please choose another day.')
    expect(result.current(booked)).toBe('November 24, 2026 is fully booked. Please choose another day.')
    expect(result.current(await refusal(400, 'validation', text('order_total_is', { total: '$324.00' })))).toBe('The order total is $324.00')
  })

  it('name a product in the reader’s language where the shop gave it a Spanish name', async () => {
    const { result } = renderHook(() => useErrorText())
    const named = { name: 'Artisan Sourdough', nameEs: 'Pan de masa madre artesanal' }
    const notMade = text('product_not_made_on', { ...named, date: '2026-11-29' })
    const price = text('price_is', { product: 'Carrot Cake', productEs: 'Pastel de zanahoria', price: '$420.00' })
    expect(result.current(notMade)).toBe('Artisan Sourdough is not made on November 29, 2026')
    await act(() => switchLanguage('es'))
    expect(result.current(notMade)).toBe('Pan de masa madre artesanal no se hace el 29 de noviembre de 2026')
    expect(result.current(price)).toBe('El precio de Pastel de zanahoria es $420.00')
    // Without a Spanish name, the one the shop has.
    expect(result.current(text('not_sold_in_packs', { name: 'Baguette' }))).toBe(es.not_sold_in_packs.replace('{{name}}', 'Baguette'))
  })

  it("carry each field's key and values to the form", async () => {
    const error = await refusal(409, 'product_limit', text('product_left_on_date', { left: 2, name: 'Concha', date: '2026-11-24' }), [
      { path: 'items.0.quantity', message: text('left_for_day', { left: 2 }) },
    ])
    await act(() => switchLanguage('es'))
    render(
      <Field label="X" error={error.errors[0]?.message}>
        <input />
      </Field>,
    )
    expect(screen.getByText(es.left_for_day.replace('{{left}}', '2'))).toBeInTheDocument()
  })

  it('show in a toast in Spanish', async () => {
    const error = await refusal(400, 'date_not_bookable', text('date_not_taking_orders', { date: '2026-11-29' }))
    await act(() => switchLanguage('es'))
    render(<Toast error={error} />)
    expect(screen.getByText('No estamos recibiendo pedidos para el 29 de noviembre de 2026.')).toBeInTheDocument()
  })

  it('list the fields of a refused form in Spanish', async () => {
    const error = await refusal(400, 'validation', text('validation_summary', { details: 'phone: Please enter a valid phone number' }), [
      { path: 'phone', message: text('phone_invalid') },
    ])
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    expect(result.current(error)).toBe(es.validation_summary.replace('{{details}}', `phone: ${es.phone_invalid}`))
  })

  it('show a refusal the server sent without a key in its own words', async () => {
    const error = await refusal(404, 'not_found', 'No such route: GET /api/nothing')
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    expect(result.current(error)).toBe('No such route: GET /api/nothing')
  })
})

describe('a failed fetch', () => {
  const t = translator.t

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
    expect(errorTextOf(new ApiError(409, 'This day is fully booked', 'date_full', [], text('day_full')), t)).toBe('This day is fully booked')
  })
})

describe('answers that are not the shop’s', () => {
  const failWith = async (response: Response) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response))
    try {
      return (await api.post('/api/orders', {}).catch((error: unknown) => error)) as ApiError
    } finally {
      vi.unstubAllGlobals()
    }
  }

  // A proxy in front of the shop answers a timeout or a restart with its own page: the customer reads none of it.
  it('read as no answer from the bakery, in the reader’s language, never as a proxy’s page or status', async () => {
    const html = await failWith(new Response('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', { status: 502 }))
    const empty = await failWith(new Response('', { status: 504, statusText: 'Gateway Timeout' }))
    expect(html.status).toBe(502)
    expect(html.code).toBeUndefined()
    await act(() => switchLanguage('es'))
    const { result } = renderHook(() => useErrorText())
    for (const error of [html, empty]) expect(result.current(error)).toBe('No tuvimos respuesta de la panadería. Inténtalo de nuevo en un momento.')
  })
})
