import { expect, test } from '@playwright/test'
import { signInThroughApi } from './admin-helpers'
import { toasts } from './storefront-helpers'

/** Phone-width runs read the shop in Spanish, desktop runs in English. */
const TEXTS = {
  es: { send: 'Enviar mensaje', sending: 'Enviando...', sent: '¡Mensaje enviado!', name: 'Nombre', email: 'Correo electrónico', message: 'Mensaje' },
  en: { send: 'Send Message', sending: 'Sending...', sent: 'Message Sent!', name: 'Name', email: 'Email', message: 'Message' },
}

test('a contact message reaches the staff inbox, where it is marked answered @mobile', async ({ page }, testInfo) => {
  const language = testInfo.project.metadata.device === 'mobile' ? 'es' : 'en'
  const text = TEXTS[language]
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  const words = `¿Hornean centeno el sábado? ${testInfo.project.name} ${Date.now()}`
  await page.goto('/#contact')
  const form = page.locator('#contact')
  await form.getByLabel(text.name).fill('Lucía Pérez')
  await form.getByLabel(text.email, { exact: true }).fill('lucia@example.com')
  await form.getByLabel(text.message).fill(words)
  await form.getByRole('button', { name: text.send }).click()
  await expect(form.getByRole('button', { name: text.sending })).toBeDisabled()
  await expect(toasts(page).getByText(text.sent)).toBeVisible()

  await signInThroughApi(page)
  await page.goto('/admin/inbox')
  const message = page.getByRole('article').filter({ hasText: words })
  await expect(message).toBeVisible()
  await expect(message.getByText('lucia@example.com')).toBeVisible()
  await expect(message.getByRole('link', { name: /Reply by email|Responder por correo/ })).toHaveAttribute('href', /^mailto:lucia@example\.com\?/)
  await message.getByRole('button', { name: /Mark answered|Marcar respondido/ }).click()
  await expect(message.getByText(/^(Answered|Respondido)$/)).toBeVisible()
  const stored = await (await page.request.get('/api/contact-messages')).json()
  expect(stored.find((row: { message: string }) => row.message === words).answeredAt).not.toBeNull()
})

test('the newsletter box says what the visitor agrees to, stores the address and the staff can download it', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/about once a week; every email has a link to leave/)).toBeVisible()
  await footer.getByPlaceholder('you@example.com').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByRole('status')).toHaveText('Subscribed. Thank you!')

  await signInThroughApi(page)
  const csv = await (await page.request.get('/api/newsletter-subscribers?format=csv')).text()
  expect(csv).toContain(email)
})

test('Pre-order puts the product in the cart and opens the checkout', async ({ page }) => {
  await page.goto('/products/3')
  const name = await page.getByRole('heading', { level: 1 }).textContent()
  await page.getByRole('button', { name: 'Pre-order' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByText(name ?? '').first()).toBeVisible()
  const cart = await page.evaluate(() => localStorage.getItem('cart'))
  expect(JSON.parse(cart ?? '[]')).toHaveLength(1)
})
