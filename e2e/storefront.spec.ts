import { expect, test } from '@playwright/test'
import { appDrawn, toasts } from './storefront-helpers'

test('the header links home, to the contact section and to the cart, with a quantity badge @mobile', async ({ page, isMobile }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Real sourdough, baked to order' })).toBeVisible()
  await expect(page.getByText('from $150 MXN')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Cart' })).toBeVisible()
    await menu.getByRole('link', { name: 'Contact' }).click()
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport()
  await expect(page.locator('header')).toHaveClass(/shadow-md/)
  // Below the sticky header, not under it: the menu that closed does not move the section away.
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0)
  const headerBottom = (await page.locator('header').boundingBox())?.height ?? 0
  await expect.poll(async () => (await page.getByRole('heading', { name: 'Contact Us' }).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom)
})

test('Ask Questions opens a WhatsApp chat with the default message', async ({ page }) => {
  await page.goto('/')
  const link = page.getByRole('link', { name: 'Ask Questions' })
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hello%2C%20I'd%20like%20to%20inquire%20about%20an%20order\.$/)
})

test('the sourdough stepper stays between 1 and 10 and the summary follows the choices', async ({ page }) => {
  await page.goto('/')
  const minus = page.getByRole('button', { name: 'Decrease quantity' })
  const plus = page.getByRole('button', { name: 'Increase quantity' })
  await expect(minus).toBeDisabled()
  for (let i = 0; i < 9; i++) await plus.click()
  await expect(plus).toBeDisabled()
  await expect(page.getByText('10 × Artisan Sourdough (Whole)')).toBeVisible()
  await expect(page.getByText('$1,500.00 MXN').last()).toBeVisible()
  await page.getByText('Sliced').click()
  await expect(page.getByText('$1,600.00 MXN').last()).toBeVisible()
  // The total is what the checkout will charge: the sum of the lines, no tax on top by default (spec §9).
  await expect(page.getByText(/^Tax \(/)).toHaveCount(0)
  await page.getByLabel('Add Cinnamon Rolls/Cookies to my order').check()
  await page.getByText('6 for $290 MXN').click()
  await expect(page.getByText('$1,890.00 MXN')).toBeVisible()
  // The summary names the special as staff named it, and the pack exactly as its tile does.
  await expect(page.getByText('Weekly Special: Cinnamon Rolls & Cookies (6 for $290 MXN)')).toBeVisible()
})

test('the contact form says Sending..., then Message Sent!, and clears itself', async ({ page }) => {
  await page.goto('/#contact')
  const form = page.locator('#contact')
  await form.getByLabel('Name').fill('Luis')
  await form.getByLabel('Email').fill('luis@example.com')
  await form.getByLabel('Message').fill('Do you bake rye?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  await expect(toasts(page).getByText('Message Sent!')).toBeVisible()
  await expect(toasts(page).getByText("Thank you for reaching out. We'll get back to you soon.")).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('')
})

test('the theme toggle switches to dark and is remembered under "theme"', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await appDrawn(page)
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  // Native radios and checkboxes draw in dark too, instead of white boxes.
  await expect(page.getByLabel('Add Cinnamon Rolls/Cookies to my order')).toHaveCSS('color-scheme', 'dark')
  await expect(page.getByRole('radio', { name: 'Whole' })).toHaveCSS('color-scheme', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await appDrawn(page)
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('staff pages hide the public header and footer', async ({ page }) => {
  for (const path of ['/admin/login', '/simple-admin-dashboard']) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  }
})

test('an unknown page shows the not-found texts inside the public layout', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('Contact from another page stays in the app and scrolls to the contact section @mobile', async ({ page, isMobile }) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible()
  await appDrawn(page)
  await page.evaluate(() => Object.assign(window, { keptAlive: 'same document' }))
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0)
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  }
  await expect(page).toHaveURL(/\/#contact$/)
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport()
  expect(await page.evaluate(() => (window as unknown as { keptAlive?: string }).keptAlive)).toBe('same document')

  await page.getByRole('contentinfo').getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport()
  expect(await page.evaluate(() => (window as unknown as { keptAlive?: string }).keptAlive)).toBe('same document')
})

test('a link followed inside the shop puts focus on the new page’s heading, so a screen reader announces it', async ({ page }) => {
  await page.goto('/')
  await appDrawn(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('heading', { name: 'Our Products', level: 1 })).toBeFocused()
  await page.getByRole('link', { name: 'Cart, 0 items' }).click()
  await expect(page.getByRole('heading', { name: 'Your Cart (0 Items)', level: 1 })).toBeFocused()
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Our Products', level: 1 })).toBeFocused()
  // A link to a section of the home page, followed from another page, puts focus on that section's heading.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 2 })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 2 })).toBeInViewport()
})

test('Escape closes the phone menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/products')
  await appDrawn(page)
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await menu.getByRole('link', { name: 'Products' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})

test('the footer follows the page content with no empty strip above it @mobile', async ({ page }) => {
  const pages = [
    { path: '/', loaded: page.getByRole('heading', { name: 'Contact Us' }) },
    { path: '/products', loaded: page.getByRole('button', { name: 'Add Artisan Sourdough to cart' }) },
  ]
  for (const { path, loaded } of pages) {
    await page.goto(path)
    await expect(loaded).toBeVisible()
    // Both boxes in one frame: read one after the other, an image loading in between moved the footer alone.
    const gap = () =>
      page.evaluate(() => {
        const main = document.querySelector('main')?.getBoundingClientRect()
        const footer = document.querySelector('footer')?.getBoundingClientRect()
        return main && footer ? Math.abs(footer.top - main.bottom) : Number.POSITIVE_INFINITY
      })
    await expect.poll(gap, { message: `${path}: gap between the content and the footer` }).toBeLessThanOrEqual(1)
  }
})

test('the page scrolls without animation for a visitor who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await appDrawn(page)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
})
