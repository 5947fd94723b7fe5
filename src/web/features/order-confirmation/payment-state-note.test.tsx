import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { i18nReady } from '../../i18n/i18n'
import { PaymentStateNote } from './payment-state-note'

beforeAll(async () => {
  await i18nReady
})

afterEach(cleanup)

it('tells a customer how to pay an order that goes ahead', () => {
  render(<PaymentStateNote order={{ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'bank_transfer', whatsappOptIn: false }} />)
  expect(screen.getByRole('status')).toHaveTextContent(/transfer/i)
})

it('says nothing about paying for a cancelled order that was never paid', () => {
  for (const paymentMethod of ['bank_transfer', 'cash', 'card'] as const) {
    render(<PaymentStateNote order={{ status: 'cancelled', paymentStatus: 'unpaid', paymentMethod, whatsappOptIn: false }} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    cleanup()
  }
})

it('tells a customer whose payment was given back, on an order that still goes ahead, that it is paid again at handover', () => {
  render(<PaymentStateNote order={{ status: 'confirmed', paymentStatus: 'refunded', paymentMethod: 'bank_transfer', whatsappOptIn: false }} />)
  expect(screen.getByRole('status')).toHaveTextContent('Payment refunded')
  expect(screen.getByRole('status')).toHaveTextContent('Your order still goes ahead: you pay for it when you collect or receive it.')
  cleanup()
  // Handed over and refunded: nothing more to pay.
  render(<PaymentStateNote order={{ status: 'completed', paymentStatus: 'refunded', paymentMethod: 'bank_transfer', whatsappOptIn: false }} />)
  expect(screen.getByRole('status')).toHaveTextContent(/^Payment refunded$/)
})

it('says nothing of paying at the counter once a cash order was handed over', () => {
  render(<PaymentStateNote order={{ status: 'completed', paymentStatus: 'unpaid', paymentMethod: 'cash', whatsappOptIn: false }} />)
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})
