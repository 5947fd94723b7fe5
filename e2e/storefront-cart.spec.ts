import { expect, test } from '@playwright/test'
import { SOURDOUGH_LINE, seedCart, toasts } from './storefront-helpers'

test('an empty cart invites the visitor to browse @mobile', async ({ page }) => {
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your Cart (0 Items)' })).toBeVisible()
  await expect(page.getByText('Your cart is empty')).toBeVisible()
  await expect(page.getByText("Looks like you haven't added any items to your cart yet.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products')
})

test('cart lines change quantity, show subtotal, 8% tax and total, and persist @mobile', async ({ page }) => {
  await seedCart(page, [SOURDOUGH_LINE, { ...SOURDOUGH_LINE, price: 160, customizations: { breadFormat: 'sliced' } }])
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your Cart (2 Items)' })).toBeVisible()
  const decrease = page.getByRole('button', { name: 'Decrease quantity of Artisan Sourdough' }).first()
  await expect(decrease).toBeDisabled()
  await page.getByRole('button', { name: 'Increase quantity of Artisan Sourdough' }).first().click()
  await page.getByRole('spinbutton', { name: 'Quantity of Artisan Sourdough' }).last().fill('3')
  await expect(page.getByRole('heading', { name: 'Your Cart (5 Items)' })).toBeVisible()
  // 2 × 150 + 3 × 160 = 780; tax 62.40; total 842.40
  await expect(page.getByText('$780.00', { exact: true })).toBeVisible()
  await expect(page.getByText('Tax (8%)')).toBeVisible()
  // The spec's tax line is shown, not charged: the note says what the checkout will charge.
  await expect(page.getByText('The tax line is for reference: at checkout you pay $780.00 MXN, the sum of your items.')).toBeVisible()
  await expect(page.getByText('$62.40')).toBeVisible()
  await expect(page.getByText('$842.40')).toBeVisible()
  await expect(page.getByText('Orders require at least 24 hours notice for preparation')).toBeVisible()
  await expect(page.getByText('You will receive WhatsApp confirmation once your order is confirmed')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your Cart (5 Items)' })).toBeVisible()
  await page.getByRole('button', { name: 'Remove Artisan Sourdough' }).first().click()
  await expect(page.getByRole('heading', { name: 'Your Cart (3 Items)' })).toBeVisible()
})

test('Clear Cart asks first and can be cancelled', async ({ page }) => {
  await seedCart(page)
  await page.goto('/cart')
  await page.getByRole('button', { name: 'Clear Cart' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await expect(dialog.getByText('This will remove all items from your cart. This action cannot be undone.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: 'Your Cart (1 Item)' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Cart' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Cart' }).click()
  await expect(page.getByText('Your cart is empty')).toBeVisible()
})

test('adding the same product with the same choices raises the line quantity', async ({ page }) => {
  await page.goto('/products')
  const add = page.getByRole('button', { name: 'Add Artisan Sourdough to cart' })
  await add.click()
  await expect(toasts(page).getByText('Added to cart!')).toBeVisible()
  await add.click()
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your Cart (2 Items)' })).toBeVisible()
  await expect(page.getByRole('spinbutton')).toHaveCount(1)
})
