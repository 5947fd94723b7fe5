import { describe, expect, it } from 'vitest'
import { REGULAR_TEMPLATES, standingSetMessage, standingWeekMissedMessage, waitlistOfferMessage } from './regular-notices'

describe('standing order and waitlist WhatsApp templates', () => {
  it('never start or end a body with a variable (Meta refuses those)', () => {
    for (const template of Object.values(REGULAR_TEMPLATES)) {
      for (const body of Object.values(template.body)) expect(body).not.toMatch(/^\{\{|\}\}$/)
    }
  })

  it('offer a waitlisted loaf in the customer’s language with the hold’s end in the bakery’s time and the private link', () => {
    const message = waitlistOfferMessage({
      name: 'Ana López',
      what: '1 × Pan de masa madre',
      date: '2026-12-05',
      holdExpiresAt: new Date('2026-12-02T17:30:00Z'),
      offeredAt: new Date('2026-12-02T15:30:00Z'),
      link: 'https://pan.example.mx/waitlist/7?token=abc',
      language: 'es',
      timeZone: 'America/Merida',
    })
    expect(message).toMatchObject({ name: 'waitlist_offer', languageCode: 'es_MX' })
    expect(message.parameters).toEqual([
      'Ana',
      '1 × Pan de masa madre',
      'sábado, 5 de diciembre',
      '11:30 a.m.',
      'https://pan.example.mx/waitlist/7?token=abc',
    ])
    expect(message.text).toContain('Lo apartamos para ti hasta las 11:30 a.m.')
  })

  it('name the day the hold ends when it is not the day of the offer (bakery time), in both languages', () => {
    // Offered at 11 p.m. in Mérida, held until 1 a.m.: "until 1:00" alone reads as a day later than it is.
    const offer = (language: 'es' | 'en') =>
      waitlistOfferMessage({
        name: 'Ana',
        what: '1 × Pan de masa madre',
        date: '2026-12-05',
        holdExpiresAt: new Date('2026-12-03T07:00:00Z'),
        offeredAt: new Date('2026-12-03T05:00:00Z'),
        link: null,
        language,
        timeZone: 'America/Merida',
      })
    expect(offer('es').parameters[3]).toBe('1:00 a.m. del jueves, 3 de diciembre')
    expect(offer('es').text).toContain('hasta las 1:00 a.m. del jueves, 3 de diciembre;')
    expect(offer('en').parameters[3]).toBe('1:00 AM on Thursday, December 3')
    expect(offer('en').text).toContain('until 1:00 AM on Thursday, December 3;')
  })

  it('say how often a standing order repeats, and why a week was not made with the day offered instead', () => {
    const set = standingSetMessage({ name: 'Bob Smith', language: 'en', link: null, anchorDate: '2026-12-05', every: '2weeks' })
    expect(set.parameters).toEqual(['Bob', 'every two weeks on Saturdays', 'reply to this message'])
    // Spanish says "los sábados", and the body says nothing of "each week" that a fortnightly order would contradict.
    const es = (anchorDate: string) => standingSetMessage({ name: 'Ana', language: 'es', link: null, anchorDate, every: '2weeks' }).parameters[1]
    expect([es('2026-12-05'), es('2026-12-04')]).toEqual(['cada dos semanas los sábados', 'cada dos semanas los viernes'])
    expect(standingSetMessage({ name: 'Ana', language: 'es', link: null, anchorDate: '2026-12-05', every: '2weeks' }).text).not.toMatch(
      /cada semana/i,
    )
    const missed = standingWeekMissedMessage({
      name: 'Bob',
      language: 'en',
      link: 'https://x.mx/s',
      date: '2026-12-12',
      reason: 'date_full',
      nextDate: '2026-12-15',
    })
    expect(missed.text).toContain('does not fit on Saturday, December 12: that day is full. We can offer Tuesday, December 15 instead')
  })

  it('say a week missed for a product out of stock or no longer sold, offering other products rather than another day', () => {
    const missed = (reason: string, language: 'es' | 'en') =>
      standingWeekMissedMessage({ name: 'Ana', language, link: 'https://x.mx/s', date: '2026-12-12', reason, nextDate: null }).parameters.slice(2, 4)
    expect(missed('out_of_stock', 'en')).toEqual(['one of your products is out of stock', 'other products'])
    expect(missed('product_removed', 'es')).toEqual(['uno de tus productos ya no está a la venta', 'otros productos'])
    expect(missed('cutoff_passed', 'en')).toEqual(['that day can no longer be ordered', 'another day'])
  })
})
