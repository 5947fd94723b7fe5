import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../playwright.config'
import { isBakingDay } from '../src/domain/schedule/bookable-window'
import { daysWithRoom, placeOrder, signInThroughApi } from './admin-helpers'

test('the guard sends visitors to the sign-in page and back to the page they asked for', async ({ page }) => {
  // Hold the session check back a moment so the guard's waiting text can be seen.
  let releaseCheck = () => {}
  const checkHeld = new Promise<void>((resolve) => {
    releaseCheck = resolve
  })
  await page.route('**/api/auth/user', async (route) => {
    await checkHeld
    await route.continue()
  })
  await page.goto('/admin/inventory')
  await expect(page.getByText('Checking authentication...')).toBeVisible()
  releaseCheck()
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Finventory$/)
  await page.unroute('**/api/auth/user')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/inventory$/)
  await expect(page.getByRole('heading', { name: 'Available dates' })).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Admin sections' })
  for (const link of ['Dashboard', 'Orders', 'Products', 'Inventory', 'Customers', 'Settings']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', '/')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the sign-in page explains what is wrong', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Username is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password')
  const dashboardLink = page.getByRole('link', { name: /simple staff dashboard/ })
  await expect(dashboardLink).toHaveAttribute('href', '/simple-admin-dashboard')
  await expect(dashboardLink).toContainText('sign-in needed')
  await expect(dashboardLink).not.toContainText('no sign-in')
})

test('signing in returns to the staff dashboard when asked, and never to another site', async ({ page }) => {
  const signIn = async () => {
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }
  await page.goto('/admin/login?next=%2F%2Fevil.example%2Fadmin')
  await signIn()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  await page.goto('/admin/login?next=%2Fsimple-admin-dashboard')
  await signIn()
  await expect(page).toHaveURL(/\/simple-admin-dashboard$/)
})

test('the dashboard counts every order, not only the first page of the list', async ({ page }) => {
  await placeOrder(page.request)
  await signInThroughApi(page)
  const summary = (await (await page.request.get('/api/orders/summary')).json()) as { totalOrders: number; pendingOrders: number }
  await page.goto('/admin')
  await expect(page.getByText('Total Orders').locator('..')).toContainText(String(summary.totalOrders))
  await expect(page.getByText('Pending Orders').locator('..')).toContainText(String(summary.pendingOrders))
  await page.getByRole('link', { name: 'View Orders' }).click()
  await expect(page).toHaveURL(/\/admin\/orders$/)
})

test('an order placed elsewhere appears on the orders page without a reload', async ({ page, browser }) => {
  await signInThroughApi(page)
  await page.goto('/admin/orders')
  await expect(page.getByText('Live updates on')).toBeVisible()

  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const placed = await placeOrder(shopper.request, { name: 'Ximena En Vivo' })
  await shopper.close()
  const card = page.getByRole('article', { name: new RegExp(`^Order #${placed.id} `) })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Ximena En Vivo')
})

test('staff change an order status, it stays after reload, and they message the customer', async ({ page }) => {
  const orderId = (await placeOrder(page.request)).id
  await signInThroughApi(page)
  await page.goto('/admin/orders')
  await expect(page).toHaveTitle('Orders · Masa Madre Mérida')
  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${orderId}`)
  // The search has answered (it runs after a pause in typing): the card below is the search's, not the first page's.
  await expect(page.getByText('1 order', { exact: true })).toBeVisible()
  const status = page.getByLabel(`Status of order #${orderId}`)
  await expect(status).toHaveValue('pending')
  const message = page.getByLabel(new RegExp(`^WhatsApp message for order #${orderId} \\(in English`))
  await expect(message).toHaveValue('Your order is being reviewed')
  const card = page.getByRole('article', { name: new RegExp(`^Order #${orderId} `) })
  await expect(card.getByText('No WhatsApp notification sent')).toBeVisible()

  await status.selectOption('confirmed')
  await expect(page.getByText('Order status updated', { exact: true })).toBeVisible()
  await expect(message).toHaveValue('Your order has been confirmed')
  await page.reload()
  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${orderId}`)
  await expect(page.getByLabel(`Status of order #${orderId}`)).toHaveValue('confirmed')

  const box = page.getByLabel(new RegExp(`^WhatsApp message for order #${orderId} `))
  const send = card.getByRole('button', { name: 'Send' })
  await box.fill('')
  await expect(send).toBeDisabled()
  await box.fill('Your order has been confirmed. See you on pickup day!')
  await send.click()
  // This shop has no WhatsApp keys: the message waits in the outbox, and staff are told so.
  await expect(page.getByText('Message queued', { exact: true })).toBeVisible()
  await expect(page.getByText(/^The message to .+ goes out once WhatsApp is configured$/)).toBeVisible()
  await card.getByText('Message history').click()
  const sent = card.getByRole('listitem').filter({ hasText: 'See you on pickup day!' })
  await expect(sent).toBeVisible()
  // Staff send that very text from their own WhatsApp and mark it: the waiting message is the one marked, not a second.
  await expect(box).toHaveValue('Your order has been confirmed. See you on pickup day!')
  await card.getByRole('button', { name: 'Mark as sent' }).click()
  await expect(page.getByText('Marked as sent', { exact: true })).toBeVisible()
  await expect(sent).toContainText('sent by hand')
  await expect(sent).toHaveCount(1)

  await card.getByRole('button', { name: 'Mark as paid' }).click()
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0)
  await expect(card).toContainText('Bank transfer · Paid')
})

test('staff search every order on the server and page through the results ten at a time', async ({ page }) => {
  await signInThroughApi(page)
  // Eleven orders for one customer name, on a day given room for them so other journeys keep their days.
  const dates = (await (await page.request.get('/api/available-dates')).json()) as Array<{
    id: number
    date: string
    currentOrders: number
    limitedAvailability: boolean
    notes: string | null
  }>
  const day = dates.at(-1)
  if (!day) throw new Error('no baking day to order for')
  const roomy = await page.request.put(`/api/available-dates/${day.id}`, {
    data: { maxOrders: day.currentOrders + 20, limitedAvailability: day.limitedAvailability, notes: day.notes },
  })
  expect(roomy.status()).toBe(200)
  const name = `Paging ${Date.now()}`
  const ids: number[] = []
  for (let i = 0; i < 11; i++) ids.push((await placeOrder(page.request, { name, pickupDate: day.date })).id)

  await page.goto('/admin/orders')
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(page.getByText('11 orders', { exact: true })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(10)
  await expect(page.getByRole('article', { name: new RegExp(`^Order #${ids[10]} `) })).toBeVisible()
  await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article', { name: new RegExp(`^Order #${ids[0]} `) })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search' }).fill(`#${ids[3]}`)
  await expect(page.getByText('1 order', { exact: true })).toBeVisible()
  await expect(page.getByRole('article', { name: new RegExp(`^Order #${ids[3]} `) })).toBeVisible()
  await expect(page.getByRole('navigation', { name: /^Page / })).toHaveCount(0)
})

test('staff create, edit and delete a product and the storefront follows', async ({ page }) => {
  const name = `Concha ${Date.now()}`
  await signInThroughApi(page)
  await page.goto('/admin/products')
  await page.getByRole('button', { name: 'Add Product' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Product' })
  await expect(dialog.getByLabel('Price')).toHaveValue('0')
  await expect(dialog.getByRole('checkbox', { name: 'Mon' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked()
  await expect(dialog.getByLabel('Preparation time (minutes)')).toHaveValue('60')
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.getByLabel('Name in Spanish').fill(`Concha de vainilla ${name}`)
  await dialog.getByLabel('Price').fill('25.50')
  await dialog.getByLabel('Tags').fill('sweet, Sweet')
  await dialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(dialog.getByText('Tags must be unique')).toBeVisible()
  await dialog.getByLabel('Tags').fill('sweet, breakfast')
  await dialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(page.getByText('Product created', { exact: true })).toBeVisible()

  await page.goto('/products')
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  // Spanish readers get the Spanish name staff gave.
  await page.evaluate(() => localStorage.setItem('language', 'es'))
  await page.reload()
  await expect(page.getByText(`Concha de vainilla ${name}`)).toBeVisible()
  await page.evaluate(() => localStorage.setItem('language', 'en'))

  await page.goto('/admin/products')
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await edit.getByLabel('Name', { exact: true }).fill(`${name} vainilla`)
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible()
  await page.goto('/products')
  await expect(page.getByText(`${name} vainilla`)).toBeVisible()

  await page.goto('/admin/products')
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await page.getByRole('button', { name: `Delete ${name} vainilla` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Product deleted', { exact: true })).toBeVisible()
  await page.goto('/products')
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible()
  await expect(page.getByText(`${name} vainilla`)).toHaveCount(0)
})

test('a product typed while the session ended is kept: staff sign in again over it and add it', async ({ page }) => {
  const name = `Rosca ${Date.now()}`
  await signInThroughApi(page)
  await page.goto('/admin/products')
  await page.getByRole('button', { name: 'Add Product' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Product' })
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.getByLabel('Price').fill('180')
  // The session ends (2 hours idle, or signed out elsewhere) while the form is open.
  await page.context().clearCookies()
  await dialog.getByRole('button', { name: 'Add Product' }).click()

  const again = page.getByRole('dialog', { name: 'Your session ended' })
  await expect(again).toBeVisible()
  // Whoever holds the device now (a phone signed out from elsewhere) sees nothing of the page behind: an opaque cover,
  // no alpha in its colour ('oklab(0 0 0 / 0.5)' is the dimmed kind).
  const cover = again.locator('xpath=preceding-sibling::*[1]')
  expect(await cover.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(/\/|rgba|transparent/)
  await again.getByLabel('Username').fill(E2E_ADMIN.username)
  await again.getByLabel('Password').fill(E2E_ADMIN.password)
  await again.getByRole('button', { name: 'Sign in' }).click()
  await expect(again).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/products$/)
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name)
  // The keyboard is back on the button staff pressed, to press it again.
  await expect(dialog.getByRole('button', { name: 'Add Product' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(page.getByText('Product created', { exact: true })).toBeVisible()
})

test('staff open, change and remove a baking day and the customers’ dates follow', async ({ page }) => {
  await signInThroughApi(page)
  const open = async () => (await (await page.request.get('/api/available-dates')).json()) as Array<{ date: string; maxOrders: number }>
  const taken = new Set((await open()).map((d) => d.date))
  // A baking day nobody opened yet (the demo opens those of the next 14 days): only baking days can be opened.
  const free = Array.from({ length: 40 }, (_, i) => new Date(Date.now() + (i + 3) * 86_400_000).toISOString().slice(0, 10)).find(
    (d) => !taken.has(d) && isBakingDay(d),
  )
  if (!free) throw new Error('no free day to open')

  await page.goto('/admin/inventory')
  await page.getByRole('button', { name: 'Add Date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Available Date' })
  await expect(dialog.getByLabel('Maximum orders')).toHaveValue('10')
  await expect(dialog.getByLabel('Current orders')).toHaveAttribute('readonly', '')
  await dialog.getByLabel('Date', { exact: true }).fill(free)
  await dialog.getByLabel('Maximum orders').fill('0')
  await dialog.getByRole('button', { name: 'Add Date' }).click()
  await expect(dialog.getByText('Maximum orders must be at least 1')).toBeVisible()
  await dialog.getByLabel('Maximum orders').fill('4')
  await dialog.getByRole('button', { name: 'Add Date' }).click()
  await expect(page.getByText('Date created', { exact: true })).toBeVisible()
  expect((await open()).find((d) => d.date === free)?.maxOrders).toBe(4)

  // The list pages by 10, and a baking day past the demo's fortnight is not on the first page.
  await page.getByRole('searchbox', { name: 'Search' }).fill(free)
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Edit / }) })
    .filter({ hasText: '4' })
  await expect(row.first()).toBeVisible()
  const label = await page.evaluate((iso) => {
    const [y, m, d] = iso.split('-').map(Number)
    return new Date(y ?? 0, (m ?? 1) - 1, d).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
  }, free)
  await page.getByRole('button', { name: `Edit ${label}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Available Date' })
  await expect(edit.getByLabel('Date', { exact: true })).toBeDisabled()
  await edit.getByLabel('Maximum orders').fill('12')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Date updated', { exact: true })).toBeVisible()
  expect((await open()).find((d) => d.date === free)?.maxOrders).toBe(12)

  await page.getByRole('button', { name: `Delete ${label}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Date deleted', { exact: true })).toBeVisible()
  expect((await open()).some((d) => d.date === free)).toBe(false)
})

test('a refused change shows the server’s reason in the toast', async ({ page }) => {
  await signInThroughApi(page)
  const [day] = await daysWithRoom(page.request)
  if (!day) throw new Error('no baking day with room')
  await placeOrder(page.request, { pickupDate: day.date })
  const label = await page.evaluate((iso) => {
    const [y, m, d] = iso.split('-').map(Number)
    return new Date(y ?? 0, (m ?? 1) - 1, d).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
  }, day.date)

  await page.goto('/admin/inventory')
  await page.getByRole('searchbox', { name: 'Search' }).fill(day.date)
  await page.getByRole('button', { name: `Delete ${label}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deletion failed', { exact: true })).toBeVisible()
  const toasts = page.getByRole('region', { name: /^Notifications/ })
  // The server's reason, its ISO date written out for people ('November 24, 2026').
  await expect(
    toasts.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} has \d+ active orders\. Reschedule or cancel them before removing the date\.$/),
  ).toBeVisible()
})

test('staff see customers with their orders and open a profile', async ({ page }) => {
  await placeOrder(page.request)
  await signInThroughApi(page)
  await page.goto('/admin/customers')
  await page.getByRole('searchbox', { name: 'Search' }).fill('Elena Admin-Test')
  await page.getByRole('button', { name: 'View Profile: Elena Admin-Test' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Order history')).toBeVisible()
  // Stored as E.164, shown as people write a Mérida number.
  await expect(dialog.getByText(/^\+52 999 \d{3} \d{4}$/)).toBeVisible()
  // 150 of bread: an order costs the sum of its lines.
  await expect(dialog.getByRole('cell', { name: '$150.00' }).first()).toBeVisible()
})

test('staff change the shop settings; a wrong CLABE is refused', async ({ page }) => {
  await signInThroughApi(page)
  await page.goto('/admin/settings')
  await page.getByLabel('Bank name').fill('BBVA México')
  await page.getByLabel('CLABE (18 digits)').fill('002180000118359719')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('A CLABE has 18 digits and a valid check digit')).toBeVisible()
  await page.getByLabel('CLABE (18 digits)').fill('002180000118359710')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible()
  const saved = await (await page.request.get('/api/settings')).json()
  expect(saved).toMatchObject({ bankName: 'BBVA México', bankClabe: '002180000118359710' })
})

test('staff set the opening hours as days and times, and customers read them in their language', async ({ page }) => {
  await signInThroughApi(page)
  await page.goto('/admin/settings')
  const before = await (await page.request.get('/api/settings')).json()
  await page.getByLabel('From').first().selectOption('Tuesday')
  await page.getByLabel('To', { exact: true }).first().selectOption('Saturday')
  await page.getByLabel('Opens').first().fill('08:00')
  await page.getByLabel('Closes').first().fill('07:30')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('The closing time comes after the opening time')).toBeVisible()
  await page.getByLabel('Closes').first().fill('16:30')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible()
  const saved = await (await page.request.get('/api/settings')).json()
  expect(saved.openingHours[0]).toEqual({ fromDay: 2, toDay: 6, opens: '08:00', closes: '16:30' })

  await page.goto('/#contact')
  const card = page.locator('dl').filter({ hasText: 'Tuesday - Saturday' })
  await expect(card.getByText(/^8:00\sAM - 4:30\sPM$/)).toBeVisible()
  await page.evaluate(() => localStorage.setItem('language', 'es'))
  await page.reload()
  await expect(page.locator('dl').getByText('Martes a sábado')).toBeVisible()
  await expect(page.locator('dl').getByText(/^8:00\sa\.m\.\s–\s4:30\sp\.m\.$/)).toBeVisible()
  // The other tests in this shard see the shop's usual hours again.
  const restored = await page.request.put('/api/settings', {
    data: { openingHours: before.openingHours },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(restored.ok()).toBe(true)
})
