import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { format, parseISO } from 'date-fns'
import { E2E_ADMIN } from '../playwright.config'
import { isBakingDay, nextWeekBakingDays } from '../src/domain/schedule/bookable-window'
import { addDaysIso, bakeryToday, DEFAULT_BAKERY_TIMEZONE } from '../src/domain/schedule/calendar-dates'
import { daysWithRoom, type OpenDay, orderableDays, placeOrder, signInThroughApi } from './admin-helpers'

async function openDashboard(page: Page) {
  await page.goto('/simple-admin-dashboard')
  await expect(page.getByRole('heading', { name: 'Bakery Admin' })).toBeVisible()
  await expect(page.getByText('Live updates on')).toBeVisible()
}

const orderRow = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^#${id}\\b`) }) })
const longDay = (date: string) => format(parseISO(date), 'EEEE, MMMM d, yyyy')
/** A bakery day as the server's messages read once written out: 'November 24, 2026'. */
const writtenDay = (date: string) => format(parseISO(date), 'MMMM d, yyyy')

test('without a session the dashboard asks staff to sign in and shows no data', async ({ page }) => {
  await page.goto('/simple-admin-dashboard')
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible()
  // The login page's `next` brings staff back to the dashboard, not to /admin.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login?next=/simple-admin-dashboard')
  await expect(page.getByText('Recent Orders')).toHaveCount(0)
})

test('signing in from that prompt brings staff back to the dashboard', async ({ page }) => {
  await page.goto('/simple-admin-dashboard')
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=/)
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/simple-admin-dashboard$/)
  await expect(page.getByRole('heading', { name: 'Bakery Admin' })).toBeVisible()
})

test('an order placed in another page appears live: toast, red dot, row on top and highlighted @mobile', async ({ page, browser }) => {
  await signInThroughApi(page)
  await openDashboard(page)
  await page.getByRole('tab', { name: 'Customers' }).click()

  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const placed = await placeOrder(shopper.request, { name: 'Valentina Live' })
  await shopper.close()

  await expect(page.getByText('New Order Received', { exact: true })).toBeVisible()
  await expect(page.getByText(`Order #${placed.id} from Valentina Live`, { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'New order' })).toBeVisible()
  await page.getByRole('tab', { name: 'Orders' }).click()
  await expect(page.getByRole('img', { name: 'New order' })).toHaveCount(0)
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow).toContainText(`#${placed.id}`)
  await expect(firstRow).toContainText('Valentina Live')
  await expect(firstRow).toHaveAttribute('data-highlighted', 'true')
})

test('status, WhatsApp flag and reschedule changes persist after reload', async ({ page, request }) => {
  const days = await daysWithRoom(request)
  const [first, second] = days
  if (!first || !second) throw new Error('need two open days')
  const placed = await placeOrder(request, { name: 'Rodrigo Cambios', pickupDate: first.date })
  await signInThroughApi(page)
  await openDashboard(page)
  const row = orderRow(page, placed.id)

  await row.getByRole('button', { name: `Change status of order #${placed.id}` }).click()
  await page.getByRole('menuitem', { name: 'Confirmed' }).click()
  await expect(page.getByText(`Order #${placed.id} is now confirmed`, { exact: true })).toBeVisible()
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: `WhatsApp notification for order #${placed.id}` }).click()
  await expect(page.getByText(`Marked as sent for Order #${placed.id}`, { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: `WhatsApp notification for order #${placed.id}` })).toHaveText('Sent')

  await row.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reschedule Order' })
  await expect(dialog.getByText(`Select a new date for order #${placed.id}`)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  const target = dialog.getByRole('button', { name: new RegExp(format(parseISO(second.date), 'MMMM do, yyyy')) })
  await expect(dialog.getByRole('grid')).toBeVisible()
  if (!(await target.isVisible())) await dialog.getByRole('button', { name: /next month/i }).click()
  await target.click()
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText(`Order #${placed.id} rescheduled to ${format(parseISO(second.date), 'MMMM dd, yyyy')}`, { exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByText('Live updates on')).toBeVisible()
  const reloaded = orderRow(page, placed.id)
  await expect(reloaded.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(reloaded.getByRole('button', { name: `WhatsApp notification for order #${placed.id}` })).toHaveText('Sent')
  await expect(reloaded).toContainText(format(parseISO(second.date), 'MMM d, yyyy'))

  // Filtered to that day, the list stays so while staff look at another tab.
  await page.getByRole('button', { name: 'Filter by date' }).click()
  const calendar = page.getByRole('dialog', { name: 'Filter by date' })
  const day = calendar.getByRole('button', { name: new RegExp(format(parseISO(second.date), 'MMMM do, yyyy')) })
  await expect(calendar.getByRole('grid')).toBeVisible()
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: /next month/i }).click()
  await day.click()
  const filtered = page.getByRole('button', { name: `Pickup on ${format(parseISO(second.date), 'MMM d, yyyy')}` })
  await expect(filtered).toBeVisible()
  await page.getByRole('tab', { name: 'Customers' }).click()
  await page.getByRole('tab', { name: 'Orders' }).click()
  await expect(filtered).toBeVisible()
  await expect(orderRow(page, placed.id)).toBeVisible()
})

test('the customer profile shows derived totals and the order history', async ({ page, request }) => {
  const placed = await placeOrder(request, { name: 'Itzel Perfil' })
  await signInThroughApi(page)
  await openDashboard(page)
  await orderRow(page, placed.id).getByRole('button', { name: 'Itzel Perfil' }).click()
  const dialog = page.getByRole('dialog', { name: 'Customer Profile' })
  await expect(dialog.getByText('Total orders:')).toBeVisible()
  // The stored total: 150 of bread plus the shop's tax.
  await expect(dialog.getByText(`$${placed.total.toFixed(2)}`).first()).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Order history' }).getByText(`#${placed.id}`)).toBeVisible()
  // The open profile is in the address: a refresh keeps it, and Back closes it rather than leaving the dashboard.
  await expect(page).toHaveURL(new RegExp(`\\?customer=${placed.customerId}$`))
  await page.reload()
  await expect(dialog.getByRole('region', { name: 'Order history' }).getByText(`#${placed.id}`)).toBeVisible()
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/simple-admin-dashboard$/)
  await expect(page.getByRole('heading', { name: 'Bakery Admin' })).toBeVisible()
})

test('a refresh keeps the tab staff were on, and Orders needs nothing in the address', async ({ page }) => {
  await signInThroughApi(page)
  await openDashboard(page)
  await page.getByRole('tab', { name: 'Available Dates' }).click()
  await expect(page).toHaveURL(/\/simple-admin-dashboard\?tab=availableDates$/)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Available Dates' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tab', { name: 'Orders' }).click()
  await expect(page).toHaveURL(/\/simple-admin-dashboard$/)
})

test('a product added and then edited is saved on the server', async ({ page }) => {
  await signInThroughApi(page)
  await openDashboard(page)
  await page.getByRole('tab', { name: 'Products' }).click()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add New Product' })
  await addDialog.getByLabel('Name').fill('Pan de Muerto E2E')
  await addDialog.getByLabel('Price').fill('85.50')
  await addDialog.getByLabel('Description').fill('Seasonal orange-blossom bread')
  await addDialog.getByRole('button', { name: 'Add Product' }).click()
  await expect(addDialog).toBeHidden()

  await page.reload()
  await page.getByRole('tab', { name: 'Products' }).click()
  const row = page.getByRole('row').filter({ hasText: 'Pan de Muerto E2E' })
  await expect(row).toContainText('$85.50')
  await row.getByRole('button', { name: 'Edit: Pan de Muerto E2E' }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Product' })
  await editDialog.getByLabel('Price').fill('90')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(editDialog).toBeHidden()

  await page.reload()
  await page.getByRole('tab', { name: 'Products' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'Pan de Muerto E2E' })).toContainText('$90.00')
})

test('adding a week of dates, editing a limit and deleting a date persist', async ({ page, request }) => {
  await signInThroughApi(page)
  // The shop bakes Tuesday to Saturday: of the 7 days, only those are opened.
  const week = nextWeekBakingDays(new Date(), DEFAULT_BAKERY_TIMEZONE)
  // The demo has the coming baking days open already: one without orders is closed, so the week has a day to add.
  const closed = (await orderableDays(request)).find((day) => day.currentOrders === 0 && week.includes(day.date))
  expect(closed, 'an open baking day this week without orders').toBeDefined()
  expect((await page.request.delete(`/api/availableDates/${closed?.id}`)).ok()).toBe(true)
  await openDashboard(page)
  await page.getByRole('tab', { name: 'Available Dates' }).click()
  await page.getByRole('button', { name: 'Manage Dates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage Available Dates' })
  await dialog.getByRole('button', { name: 'Add the next 7 days' }).click()
  const tomorrow = addDaysIso(bakeryToday(new Date(), DEFAULT_BAKERY_TIMEZONE), 1)
  await expect(page.getByText(`Added 7 days starting from ${format(parseISO(tomorrow), 'MMMM dd, yyyy')}`, { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()

  await page.reload()
  await page.getByRole('tab', { name: 'Available Dates' }).click()
  for (const date of week) await expect(page.getByRole('cell', { name: longDay(date), exact: true })).toBeVisible()

  const edited = week[0] as string
  await page.getByRole('button', { name: `Edit Limit: ${longDay(edited)}` }).click()
  const limitDialog = page.getByRole('dialog', { name: 'Edit Limit' })
  await limitDialog.getByLabel('Maximum Orders').selectOption('25')
  await limitDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Maximum orders updated to 25', { exact: true })).toBeVisible()

  const unused = (await orderableDays(request)).filter((day) => day.currentOrders === 0 && week.includes(day.date))
  const removed = unused[unused.length - 1]?.date as string
  await page.getByRole('button', { name: `Delete ${longDay(removed)}` }).click()
  await expect(page.getByText('The date has been removed from available dates', { exact: true })).toBeVisible()

  await page.reload()
  await page.getByRole('tab', { name: 'Available Dates' }).click()
  await expect(page.getByRole('row').filter({ hasText: longDay(edited) })).toContainText('25')
  await expect(page.getByRole('cell', { name: longDay(removed), exact: true })).toHaveCount(0)
})

test('a refused reschedule or date removal tells staff why', async ({ page, request }) => {
  // The second day needs two free places: one for the order placed below, one the dialog can still offer.
  const days = await orderableDays(request)
  const first = days.find((day) => day.currentOrders < day.maxOrders)
  const second = days.find((day) => day !== first && day.maxOrders - day.currentOrders >= 2)
  if (!first?.id || !second?.id) throw new Error('need two open days')
  const placed = await placeOrder(request, { name: 'Lucía Rechazo', pickupDate: first.date })
  await placeOrder(request, { name: 'Mateo Lleno', pickupDate: second.date })
  await signInThroughApi(page)
  await openDashboard(page)

  await orderRow(page, placed.id).getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reschedule Order' })
  const target = dialog.getByRole('button', { name: new RegExp(format(parseISO(second.date), 'MMMM do, yyyy')) })
  if (!(await target.isVisible())) await dialog.getByRole('button', { name: /next month/i }).click()
  await target.click()
  // Meanwhile the last place of that day is taken: the server refuses the move.
  const filled = (await orderableDays(request)).find((day) => day.id === second.id) as OpenDay
  const fill = await page.request.patch(`/api/availableDates/${second.id}`, { data: { maxOrders: filled.currentOrders } })
  expect(fill.status()).toBe(200)
  try {
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(
      page.getByText(`Failed to reschedule order. ${writtenDay(second.date)} is fully booked. Please choose another day.`, { exact: true }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  } finally {
    await page.request.patch(`/api/availableDates/${second.id}`, { data: { maxOrders: second.maxOrders } })
  }

  await page.getByRole('tab', { name: 'Available Dates' }).click()
  await page.getByRole('button', { name: `Delete ${longDay(first.date)}` }).click()
  await expect(
    page.getByText(
      new RegExp(
        `^Failed to remove date\\. ${writtenDay(first.date)} has \\d+ active orders\\. Reschedule or cancel them before removing the date\\.$`,
      ),
    ),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: longDay(first.date), exact: true })).toBeVisible()
})

test('after adding a date, focus stays in the Manage Dates dialog and one Escape closes it @mobile', async ({ page, request }) => {
  // Every open date, also those past the customers' window: the one added must be new.
  const taken = new Set(((await (await request.get('/api/available-dates')).json()) as OpenDay[]).map((day) => day.date))
  let free = addDaysIso(bakeryToday(new Date(), DEFAULT_BAKERY_TIMEZONE), 1)
  while (taken.has(free) || !isBakingDay(free)) free = addDaysIso(free, 1)
  await signInThroughApi(page)
  await openDashboard(page)
  await page.getByRole('tab', { name: 'Available Dates' }).click()
  await page.getByRole('button', { name: 'Manage Dates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage Available Dates' })
  const day = dialog.getByRole('button', { name: new RegExp(format(parseISO(free), 'MMMM do, yyyy')) })
  await expect(dialog.getByRole('grid')).toBeVisible()
  while (!(await day.isVisible())) await dialog.getByRole('button', { name: /next month/i }).click()
  await day.click()
  const add = dialog.getByRole('button', { name: 'Add Date' })
  await add.click()
  const added = page.getByText(`${format(parseISO(free), 'MMMM dd, yyyy')} is now available for orders`, { exact: true })
  await expect(added).toBeVisible()
  await expect(add).toBeFocused()
  // The toast never covers the calendar, so staff can go on choosing days (on a phone too).
  const toastBox = await added.boundingBox()
  const calendarBox = await dialog.getByRole('grid').boundingBox()
  if (!toastBox || !calendarBox) throw new Error('toast or calendar not on screen')
  expect(toastBox.y >= calendarBox.y + calendarBox.height || calendarBox.y >= toastBox.y + toastBox.height, 'toast overlaps the calendar').toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('Sign Out ends the session and goes to the sign-in page', async ({ page }) => {
  await signInThroughApi(page)
  await openDashboard(page)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect((await page.request.get('/api/orders')).status()).toBe(401)
})

test('when the server cannot be reached the sample rows appear, labelled, and cannot be changed', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.goto('/simple-admin-dashboard')
  await expect(page.getByRole('alert')).toContainText('Sample data')
  await expect(page.getByTestId('staff-card-totalRevenue')).toHaveText('$460.00')
  await expect(page.getByRole('button', { name: 'Reschedule' }).first()).toBeDisabled()
})

test('every tab and the profile dialog have no accessibility violations @mobile', async ({ page, request }) => {
  // Six axe runs: longer than one journey on a busy machine.
  test.slow()
  const placed = await placeOrder(request, { name: 'Axe Revisión' })
  await signInThroughApi(page)
  await openDashboard(page)
  for (const tab of ['Customers', 'Products', 'Available Dates', 'Weekly Preparation', 'Orders']) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('table')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations, tab).toEqual([])
  }
  await orderRow(page, placed.id).getByRole('button', { name: 'Axe Revisión' }).click()
  await expect(page.getByRole('dialog', { name: 'Customer Profile' }).getByText('Total orders:')).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})
