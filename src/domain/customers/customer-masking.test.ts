import { describe, expect, it } from 'vitest'
import { addressHint, maskCustomer, maskedName, maskedPhone, streetHint } from './customer-masking'

describe('maskedName', () => {
  it.each([
    ['María González', 'María G.'],
    ['María Fernanda González López', 'María L.'],
    ['  josé   pérez ', 'José P.'],
    ['Óscar Ávila', 'Óscar Á.'],
    ['Lupita', 'Lupita'],
    ['maría élida', 'María É.'],
    ['', ''],
    ['   ', ''],
  ])('shows %j as %j', (name, expected) => {
    expect(maskedName(name)).toBe(expected)
  })
})

describe('streetHint', () => {
  it.each([
    ['Calle 60 #501 x 57 y 59', 'C. 60 …'],
    ['Calle 60 No. 501 por 57 y 59', 'C. 60 …'],
    ['calle 21-A #123', 'C. 21-A …'],
    ['C. 47 x 60 y 62, Santa Ana', 'C. 47 …'],
    ['Avenida Colón 501', 'Av. Colón …'],
    ['Paseo de Montejo 480', 'Paseo de Montejo …'],
    ['Prolongación Montejo #12', 'Prol. Montejo …'],
    ['Montejo 480', 'Montejo …'],
    ['#501', null],
    ['501 x 57', null],
    ['Calle', null],
    ['', null],
    [null, null],
  ])('abbreviates %j to %j and never keeps the house number', (street, expected) => {
    expect(streetHint(street)).toBe(expected)
    if (expected) expect(expected).not.toMatch(/501|480|123|#/)
  })
})

describe('addressHint', () => {
  it.each([
    [{ streetAddress: 'Calle 60 #501 x 57 y 59', colonia: 'Centro' }, 'C. 60 …'],
    [{ streetAddress: '#501', colonia: 'García Ginerés' }, 'García Ginerés'],
    [{ streetAddress: '', colonia: '' }, null],
    [{ streetAddress: null, colonia: null }, null],
  ])('gives %j the hint %j', (address, expected) => {
    expect(addressHint(address)).toBe(expected)
  })
})

it('masks a phone to its last four digits', () => {
  expect(maskedPhone('+529991234567')).toBe('•••• 4567')
  expect(maskedPhone('12')).toBe('••••')
})

it('keeps email, phone and the full address out of a masked customer', () => {
  const masked = maskCustomer({
    id: 7,
    name: 'María González',
    email: 'maria@example.com',
    phone: '+529991234567',
    whatsapp: '+529991234567',
    address: 'Calle 60 #501 x 57 y 59, Centro, Mérida, Yucatán, 97000',
    streetAddress: 'Calle 60 #501 x 57 y 59',
    colonia: 'Centro',
    city: 'Mérida',
    state: 'Yucatán',
    postalCode: '97000',
    additionalInfo: 'Blue door',
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  expect(masked).toMatchObject({ id: 7, name: 'María G.', email: null, phone: '•••• 4567', address: 'C. 60 …', postalCode: null })
  expect(JSON.stringify(masked)).not.toMatch(/González|maria@|9991234567|501|Blue door/)
})
