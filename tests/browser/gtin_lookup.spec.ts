/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { url } from './urls.js'

/**
 * The footer's GTIN lookup (SPEC §1) is loaded when first opened (issue 26: heavy interactive
 * parts on demand): the button works on every page, the modal validates and closes with Escape,
 * giving focus back to the button.
 */
test('the footer GTIN lookup opens on demand, validates the barcode and returns focus on Escape', async ({
  page,
}) => {
  await page.goto(url('home', 'en'))
  const open = page.getByTestId('gtin-lookup-open')
  await open.scrollIntoViewIfNeeded()
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'GTIN lookup' })
  await expect(dialog).toBeVisible()

  const field = dialog.getByLabel('Barcode (GTIN)')
  await field.fill('12345')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog).toContainText('The barcode must have 8, 12, 13 or 14 digits')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})
