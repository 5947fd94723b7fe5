import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('the configuration read at start', () => {
  it('starts with no settings at all, on the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 5000, SEED_DEMO: true, BAKERY_TIMEZONE: 'America/Merida' })
  })

  it.each([
    ['PORT', 'abc', /PORT/],
    ['DATABASE_URL', 'mysql://shop', /DATABASE_URL must start with postgres:\/\//],
    ['BAKERY_TIMEZONE', 'Mars/Olympus', /BAKERY_TIMEZONE must be an IANA time zone/],
    ['BANK_CLABE', '002180700000000001', /BANK_CLABE must be 18 digits with a valid check digit/],
    ['BAKERY_WHATSAPP_NUMBER', '12', /BAKERY_WHATSAPP_NUMBER must be a phone number/],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('takes a valid CLABE and a Mexican number in any spelling', () => {
    expect(loadConfig({ BANK_CLABE: '002180700000000008', BAKERY_WHATSAPP_NUMBER: '999 123 4567' })).toMatchObject({
      BANK_CLABE: '002180700000000008',
    })
  })
})
