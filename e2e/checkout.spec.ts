import { expect, type Page, test } from '@playwright/test'
import { format, parseISO } from 'date-fns'
import { bookableWindow } from '../src/domain/schedule/bookable-window'
import { addDaysIso, DEFAULT_BAKERY_TIMEZONE } from '../src/domain/schedule/calendar-dates'
import {
  ANA,
  adminOrders,
  checkoutSummary,
  chooseFirstDate,
  fillCustomer,
  firstOpenDay,
  rewriteAvailability,
  SOURDOUGH_LINE,
  seedCart,
  toasts,
} from './storefront-helpers'

/** What has the keyboard focus, as a screen reader would name it: role and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}` : ''
  })
}

test('home pre-order to a cash order shows the stored order on the confirmation page @mobile', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Order Now' }).click()
  await page.getByText('Sliced').click()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByLabel('Add Cinnamon Rolls/Cookies to my order').check()
  await page.getByText('3 for $150 MXN').click()
  // 470 of bread and pastry, no tax on top (spec §9): the amount the checkout and the confirmation will show.
  await expect(page.getByText('$470.00 MXN')).toBeVisible()
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(toasts(page).getByText('Order Started!')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Select a Date' })).toBeVisible()
  // The summary says which pack and which format, as the cart did.
  await expect(checkoutSummary(page)).toContainText('Pack: 3 for $150 MXN')
  await expect(checkoutSummary(page)).toContainText('Format: Sliced')

  await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('tab', { name: 'Pay upon delivery' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page).toHaveURL(/\/order-confirmation\/\d+\?token=/)
  await expect(page.getByRole('heading', { name: /Order #\d+/ })).toBeVisible()
  await expect(page.getByText('Pending', { exact: true })).toBeVisible()
  await expect(page.getByText('Your order is being reviewed')).toBeVisible()
  await expect(page.getByText('2 × Artisan Sourdough')).toBeVisible()
  await expect(page.getByText(/1 × .*Weekly Special/)).toBeVisible()
  await expect(page.getByText('Format: Sliced')).toBeVisible()
  await expect(page.getByText('Pack: 3 for $150 MXN')).toBeVisible()
  // 470 of bread and pastry, as the home summary and the checkout showed.
  await expect(page.getByText('$470.00 MXN')).toBeVisible()
  await expect(page.getByText('9:00 AM - 11:00 AM')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
  await expect(page.getByRole('link', { name: /Cart, 0 items/ })).toBeVisible()
})

test('product page to cart to a bank-transfer order with the order number as reference', async ({ page, request }) => {
  await page.goto('/products')
  await page.getByRole('link', { name: 'Artisan Sourdough' }).click()
  await expect(page.getByRole('heading', { name: 'Artisan Sourdough', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(toasts(page).getByText('2 × Artisan Sourdough has been added to your cart.')).toBeVisible()
  await page.getByRole('link', { name: /Cart, 2 items/ }).click()
  await expect(page.getByRole('heading', { name: 'Your Cart (2 Items)' })).toBeVisible()
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()

  await chooseFirstDate(page, 'Delivery')
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('tab', { name: 'Bank Transfer' }).click()
  await expect(page.getByText('CLABE')).toBeVisible()
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page).toHaveURL(/\/order-confirmation\/\d+/)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
  await expect(page.getByText('Payment reference')).toBeVisible()
  await expect(page.getByText('Calle 60 #123, Centro, Mérida, Yucatán, 97000')).toBeVisible()
  const stored = (await adminOrders(request)).find((order) => order.id === id)
  expect(stored).toMatchObject({ paymentMethod: 'bank_transfer', total: 300 })
})

test('a double click on Place Order books one order', async ({ page, request }) => {
  const before = (await adminOrders(request)).length
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Place Order' }).dblclick()
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/)
  expect((await adminOrders(request)).length).toBe(before + 1)
})

test('the customer form shows every validation message', async ({ page }) => {
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await page.getByLabel('City').fill('')
  await page.getByLabel('State').fill('')
  await page.getByRole('button', { name: 'Continue' }).click()
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter your street address',
    'Please enter your neighborhood or colonia',
    'Please enter your city',
    'Please enter your state',
    'Please enter a valid postal code',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
})

test('a postal code needs five digits, and a delivery outside Yucatán gets a notice, not an error', async ({ page }) => {
  const outsideYucatan = 'This postal code is outside Yucatán. We deliver in Mérida and nearby; we will confirm by WhatsApp.'
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page, 'Delivery')
  await fillCustomer(page, { ...ANA, postalCode: '9700' })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please enter a valid postal code')).toBeVisible()
  await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(outsideYucatan)).toBeHidden()

  await page.getByLabel('Postal code').fill('77500')
  await expect(page.getByText('Please enter a valid postal code')).toBeHidden()
  await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription(outsideYucatan)
  await page.getByLabel('Postal code').fill('97130')
  await expect(page.getByText(outsideYucatan)).toBeHidden()
  await page.getByLabel('Postal code').fill('77500')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('tab', { name: 'Bank Transfer' })).toBeVisible()
})

test('the WhatsApp lookup needs a number and says when nobody uses it', async ({ page }) => {
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(toasts(page).getByText('WhatsApp Required')).toBeVisible()
  await page.getByLabel('Enter your WhatsApp number to fill in your details.').fill('+52 999 000 0000')
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(toasts(page).getByText('Customer Not Found')).toBeVisible()
})

test('the calendar offers only configured days from tomorrow to 14 days ahead in Mérida', async ({ page, request }) => {
  await seedCart(page)
  await page.goto('/checkout')
  const window = bookableWindow(new Date(), DEFAULT_BAKERY_TIMEZONE)
  const configured = new Set(((await (await request.get('/api/available-dates')).json()) as { date: string }[]).map((day) => day.date))
  await expect(page.getByRole('button', { name: 'Confirm Pickup Date' })).toBeDisabled()
  const enabledDays = page.getByRole('grid').getByRole('button', { disabled: false })
  await expect(enabledDays.first()).toBeVisible()
  const seen: string[] = []
  for (const month of [0, 1]) {
    seen.push(...(await enabledDays.evaluateAll((buttons) => buttons.map((button) => button.closest('[data-day]')?.getAttribute('data-day') ?? ''))))
    const next = page.getByRole('button', { name: /next month/i })
    if (month === 0 && (await next.isEnabled())) await next.click()
    else break
  }
  expect(seen.length).toBeGreaterThan(0)
  for (const iso of seen) {
    expect(iso >= window.first && iso <= window.last, `${iso} in ${window.first}..${window.last}`).toBeTruthy()
    expect(configured.has(iso)).toBeTruthy()
  }
  expect(seen).not.toContain(addDaysIso(window.first, -1))
  await expect(page.getByText('Available', { exact: true })).toBeVisible()
  await expect(page.getByText('Limited', { exact: true })).toBeVisible()
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible()
})

test('an empty cart sends the visitor back to the cart with a warning', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/cart$/)
  await expect(toasts(page).getByText('Empty Cart')).toBeVisible()
})

test('the weekly special banner appears after declining it on the home page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByText('Treat yourself this week?')).toBeVisible()
  await page.getByRole('button', { name: /Add 1 for \$50\.00/ }).click()
  await expect(page.getByText('Treat yourself this week?')).toBeHidden()
})

test('the whole checkout works with the keyboard alone', async ({ page }) => {
  await seedCart(page, [{ ...SOURDOUGH_LINE, quantity: 3 }])
  await page.goto('/checkout')
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('button', { disabled: false }).first()).toBeVisible()
  const firstDay = grid.getByRole('button', { disabled: false }).first()
  // Tab until the calendar's focusable day is reached, then choose it with Enter.
  for (
    let i = 0;
    i < 40 && !(await grid.getByRole('button').evaluateAll((days) => days.includes(document.activeElement as HTMLButtonElement)));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(firstDay).toHaveAttribute('aria-label', /selected/)
  const confirm = page.getByRole('button', { name: 'Confirm Pickup Date' })
  await expect(confirm).toBeEnabled()
  await confirm.focus()
  await page.keyboard.press('Enter')

  await page.getByLabel('Full name').focus()
  for (const value of ['Ana López', 'ana@example.com', '999 123 4567', '', 'Calle 60 #123', 'Centro', '97000']) {
    if (value) await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await page.getByRole('button', { name: 'Continue' }).focus()
  await page.keyboard.press('Enter')

  const cashTab = page.getByRole('tab', { name: 'Pay upon delivery' })
  await cashTab.focus()
  for (const [key, tab] of [
    ['ArrowRight', 'Card Payment'],
    ['ArrowRight', 'Bank Transfer'],
    ['ArrowLeft', 'Card Payment'],
    ['ArrowLeft', 'Pay upon delivery'],
  ] as const) {
    await page.keyboard.press(key)
    await expect(page.getByRole('tab', { name: tab })).toBeFocused()
  }
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/)
  await expect(page.getByText('3 × Artisan Sourdough')).toBeVisible()
})

test('an order for a missing product shows the Order Failed toast with the server errors', async ({ page }) => {
  // The catalogue this browser read says 99: staff changed the price since, and only the server knows it.
  await page.route('**/api/products', async (route) => {
    const response = await route.fetch()
    const products = (await response.json()) as { id: number; price: number }[]
    await route.fulfill({ response, json: products.map((product) => (product.id === 1 ? { ...product, price: 99 } : product)) })
  })
  await seedCart(page, [{ ...SOURDOUGH_LINE, price: 99 }])
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(toasts(page).getByText('Order Failed')).toBeVisible()
  await expect(toasts(page).getByText(/Validation error: items\.0\.price: The price of Artisan Sourdough is \$150\.00/)).toBeVisible()
})

test('a confirmation link without the token shows Order Not Found, and no id goes home', async ({ page }) => {
  await page.goto('/order-confirmation/1')
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await page.goto('/order-confirmation')
  await expect(page).toHaveURL(/\/$/)
})

test('a returning customer found by WhatsApp number confirms a masked match and orders with saved details', async ({ page, request }) => {
  const created = await request.post('/api/customers', {
    data: {
      name: 'Rosa Canul',
      email: 'rosa@example.com',
      phone: '999 765 4321',
      whatsapp: '+52 999 765 4321',
      streetAddress: 'Calle 47 #500',
      colonia: 'Santa Ana',
      city: 'Mérida',
      state: 'Yucatán',
      postalCode: '97000',
    },
  })
  expect(created.status()).toBe(201)
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page, 'Delivery')
  await page.getByLabel('Enter your WhatsApp number to fill in your details.').fill('521 999 765 4321')
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(toasts(page).getByText('Customer Found')).toBeVisible()
  // The first name only: a number is all the visitor typed, so nothing else stored comes back.
  await expect(page.getByText('We found your details: Rosa', { exact: true })).toBeVisible()
  // Focus stays where the visitor was, and then follows the answer they give.
  await expect(page.getByRole('button', { name: 'Look up' })).toBeFocused()
  await expect(page.getByText('Rosa Canul')).toHaveCount(0)
  await expect(page.getByText(/#500|rosa@example\.com/)).toHaveCount(0)
  await page.getByRole('button', { name: "Yes, that's me" }).click()
  await expect(page.getByRole('heading', { name: 'Your saved details' })).toBeFocused()
  await expect(page.getByLabel('Full name')).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('tab', { name: 'Pay upon delivery' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page).toHaveURL(/\/order-confirmation\/\d+\?token=/)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
  await expect(page.getByText('Your saved address')).toBeVisible()
  await expect(page.getByText(/#500|Calle 47/)).toHaveCount(0)
  const stored = (await adminOrders(request)).find((order) => order.id === id)
  expect(stored).toMatchObject({
    customerId: (await created.json()).id,
    isDelivery: true,
    deliveryAddress: 'Calle 47 #500, Santa Ana, Mérida, Yucatán, 97000',
  })
})

test('a refused details form puts its first wrong field in view, with focus on it @mobile', async ({ page }) => {
  // A slow phone: the error messages are drawn after the browser scrolled to the field, and pushed it out of view.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 })
  await seedCart(page)
  await page.goto('/checkout')
  await chooseFirstDate(page)
  await page.getByLabel('Full name').fill('Al')
  await page.getByLabel('Phone', { exact: true }).fill('12345')
  await page.getByRole('button', { name: 'Continue' }).press('Enter')
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeInViewport()
})

test('focus moves to the heading of each step and then to the order number @mobile', async ({ page }) => {
  await seedCart(page)
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Select a Date' })).toBeFocused()
  expect(await focused(page)).toBe('h2: Select a Date')

  await chooseFirstDate(page)
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeFocused()
  expect(await focused(page)).toBe('h2: Your Information')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('heading', { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ })).toBeFocused()
  await page.getByRole('button', { name: 'Confirm Pickup Date' }).click()
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeFocused()

  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused()
  expect(await focused(page)).toBe('h2: Payment')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /^Send me updates about this order by WhatsApp/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tab', { name: 'Pay upon delivery' })).toBeFocused()

  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/)
  await expect(page.getByRole('heading', { name: /^Order #\d+$/, level: 1 })).toBeFocused()
  expect(await focused(page)).toMatch(/^h1: Order #\d+$/)
})

test('the summary follows the date and the method while step 1 is being filled in', async ({ page }) => {
  await seedCart(page)
  await page.goto('/checkout')
  const summary = checkoutSummary(page)
  await expect(summary).toContainText('Not selected')
  await expect(summary).toContainText('Pickup')
  await firstOpenDay(page).click()
  const chosen = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? ''
  expect(chosen).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expect(summary).toContainText(chosen)
  await expect(summary).not.toContainText('Not selected')
  await page.getByRole('radio', { name: 'Delivery' }).click()
  await expect(summary).toContainText('Delivery')
  await expect(summary).not.toContainText('Pickup')
  await expect(page.getByRole('button', { name: 'Confirm Delivery Date' })).toBeEnabled()
})

test('a day that fills up while ordering sends the customer back to choose another, the full day no longer chosen @mobile', async ({ page }) => {
  await seedCart(page)
  await page.goto('/checkout')
  const full = await chooseFirstDate(page)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Someone else takes the last place: the server refuses the order, and the availability now says full.
  await rewriteAvailability(page, (days) => days.map((day) => (day.date === full ? { ...day, currentOrders: day.maxOrders } : day)))
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          json: {
            message: `${full} is fully booked. Please choose another day.`,
            code: 'date_full',
            errors: [{ path: 'order.pickupDate', message: 'This day is fully booked' }],
          },
        })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(toasts(page).getByText('Order Failed')).toBeVisible()
  await expect(checkoutSummary(page)).toContainText('Not selected')

  // The checkout goes back to choosing a day, the cart kept, and says why above the calendar.
  await expect(page.getByRole('heading', { name: 'Select a Date' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('is fully booked. Please choose another day. Your cart is kept.')
  await expect(page.getByRole('button', { name: 'Confirm Pickup Date' })).toBeDisabled()
  // react-day-picker names a day 'Tuesday, November 24th, 2026', adding ', selected' to the chosen one.
  const fullDay = page.getByRole('grid').getByRole('button', { name: format(parseISO(full), 'PPPP') })
  // The calendar opens on the first day left to choose: at a month's end the full day may be a month back.
  await expect(page.getByRole('grid')).toBeVisible()
  if (!(await fullDay.isVisible())) await page.getByRole('button', { name: /previous month/i }).click()
  await expect(fullDay).toBeDisabled()
  await expect(fullDay).not.toHaveAccessibleName(/selected/)
  // The refusal stays readable while the customer picks another day, and never covers the calendar (on a phone too).
  const toastBox = await toasts(page).getByText('Order Failed').boundingBox()
  const calendarBox = await page.getByRole('grid').boundingBox()
  expect(toastBox && calendarBox).toBeTruthy()
  if (toastBox && calendarBox) {
    const overlaps = toastBox.y < calendarBox.y + calendarBox.height && calendarBox.y < toastBox.y + toastBox.height
    expect(overlaps, `toast ${JSON.stringify(toastBox)} calendar ${JSON.stringify(calendarBox)}`).toBe(false)
  }
})

type Rgb = [number, number, number]

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const sameColour = (a: Rgb, b: Rgb) => a.every((channel, i) => Math.abs(channel - (b[i] ?? 0)) <= 2)

/** The calendar's coloured days and the legend's swatches as sRGB (the page's colours are oklch; a canvas converts them). */
async function calendarColours(page: Page) {
  const legend = await page
    .getByRole('list', { name: 'Day colours' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => getComputedStyle(item.firstElementChild as Element).backgroundColor))
  const cells = await page
    .getByRole('grid')
    .getByRole('gridcell')
    .evaluateAll((gridCells) =>
      gridCells.map((cell) => ({
        day: cell.getAttribute('data-day') ?? '',
        background: getComputedStyle(cell).backgroundColor,
        text: getComputedStyle(cell.firstElementChild ?? cell).color,
        opacity: getComputedStyle(cell).opacity,
      })),
    )
  const toRgb = (colours: string[]) =>
    page.evaluate(
      (css) =>
        css.map((colour) => {
          const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
          context.fillStyle = colour
          context.fillRect(0, 0, 1, 1)
          const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data
          return alpha === 0 ? null : ([r, g, b] as Rgb)
        }),
      colours,
    )
  const backgrounds = await toRgb(cells.map((cell) => cell.background))
  const texts = await toRgb(cells.map((cell) => cell.text))
  const days = cells.flatMap((cell, i) => {
    const background = backgrounds[i]
    return background ? [{ day: cell.day, background, text: texts[i] as Rgb, opacity: cell.opacity }] : []
  })
  return { legend: (await toRgb(legend)) as Rgb[], days }
}

test('the day colours match the legend, keep AA text contrast, and stay clearly apart in the dark theme', async ({ page }) => {
  await seedCart(page)
  const bookable = bookableWindow(new Date(), DEFAULT_BAKERY_TIMEZONE)
  await rewriteAvailability(page, (days) => {
    const open = days.filter((day) => day.date >= bookable.first && day.date <= bookable.last).map((day) => day.date)
    // The month with the most open days (a 15-day window always has one with four or more), which the calendar opens
    // on once every day before it is full: there an available day, a limited one and a full one, whatever today is.
    const months = [...new Set(open.map((date) => date.slice(0, 7)))].map((month) => open.filter((date) => date.startsWith(month)))
    const shown = months.reduce((most, dates) => (dates.length > most.length ? dates : most), [])
    return days.map((day) => {
      if (day.date < (shown[0] ?? '')) return { ...day, currentOrders: day.maxOrders }
      if (day.date === shown[0]) return { ...day, currentOrders: 0, limitedAvailability: false, unitsLeft: undefined }
      if (day.date === shown[1]) return { ...day, limitedAvailability: true }
      if (day.date === shown[2]) return { ...day, currentOrders: day.maxOrders }
      return day
    })
  })
  for (const theme of ['light', 'dark']) {
    await page.goto('/checkout')
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme)
    await page.reload()
    await expect(firstOpenDay(page)).toBeVisible()
    const { legend, days } = await calendarColours(page)
    expect(legend).toHaveLength(3)
    for (const colour of legend)
      expect(
        days.some((day) => sameColour(day.background, colour)),
        `${theme}: ${colour} is used`,
      ).toBeTruthy()
    for (const day of days) {
      expect(
        legend.some((colour) => sameColour(day.background, colour)),
        `${theme}: ${day.day} uses a legend colour`,
      ).toBeTruthy()
      expect(contrast(day.text, day.background), `${theme}: ${day.day} text contrast`).toBeGreaterThanOrEqual(4.5)
      expect(day.opacity, `${theme}: ${day.day} is not faded`).toBe('1')
    }
    if (theme === 'dark') {
      const [available, limited, unavailable] = legend as [Rgb, Rgb, Rgb]
      for (const [a, b] of [
        [available, limited],
        [limited, unavailable],
        [available, unavailable],
      ] as const) {
        expect(contrast(a, b), 'dark day colours differ in lightness').toBeGreaterThanOrEqual(2)
      }
    }
  }
})

test('the browser’s Back and Forward move between the steps, and a reload keeps the step and what was typed @mobile', async ({ page }) => {
  await seedCart(page)
  await page.goto('/cart')
  await page.goto('/checkout')
  const day = await chooseFirstDate(page)
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible()
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Ana López')
  await page.goBack()
  // Step 1, with its day still chosen: the heading names it.
  await expect(page.getByRole('heading', { name: format(parseISO(day), 'MMMM d, yyyy') })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible()
  // Back from the first step leaves the checkout for the page before it.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/cart$/)
})
