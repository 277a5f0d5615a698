/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { demoSeller, query, ready } from './helpers.js'
import { url } from './urls.js'

/** A one-page PDF made on the fly (the upload checks the content, not the name). */
function certificatePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  return Buffer.from(body, 'latin1')
}

test.describe('Trusted abroad in a real browser', () => {
  test('a seller verifies the company by mobile signature and uploads a certificate of origin; a visitor sees the badge, the certificate and the trust figures, and filters verified producers', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const seller = await demoSeller()
    const [company] = await query(
      `SELECT c.id, c.slug, c.name, c.tax_id FROM companies c JOIN users u ON u.company_id = c.id
        WHERE lower(u.email) = $1`,
      [seller.email]
    )
    await query(
      `UPDATE companies SET verified_at = NULL, verification_expires_at = NULL,
              verification_revoked_at = NULL WHERE id = $1`,
      [company.id]
    )

    // The seller signs with the Asan İmza business certificate of the company (simulator holder 100002).
    const sellerContext = await browser.newContext()
    const desk = await sellerContext.newPage()
    await ready(desk, url('login', 'en', undefined, { qs: { as: 'seller' } }))
    await desk.getByLabel('E-mail').fill(seller.email)
    await desk.getByLabel('Password').fill(seller.password)
    await desk.getByRole('button', { name: 'Sign in' }).click()
    await expect(desk).toHaveURL(/\/en\/seller-dashboard/)
    await ready(desk, url('seller_profile', 'en'))
    await expect(desk.getByText('Your company is not verified yet.')).toBeVisible()
    await desk.getByLabel('Asan İmza user ID').fill('100002')
    await desk.getByLabel('Mobile number').fill('+994 50 100 00 02')
    await desk.getByRole('button', { name: 'Verify with Asan İmza' }).click()
    await expect(desk.getByTestId('verification-code')).toHaveText(/^\d{4}$/)
    await expect(desk.getByTestId('verification-outcome')).toContainText(
      'Your company is verified',
      { timeout: 30_000 }
    )
    const [verified] = await query(
      'SELECT verified_at, verification_expires_at FROM companies WHERE id = $1',
      [company.id]
    )
    expect(verified.verified_at).not.toBeNull()

    // The certificate of origin, as a PDF.
    await ready(desk, url('seller_documents', 'en'))
    await desk.getByLabel('Document type').selectOption('origin')
    await desk.getByLabel('Number').fill('AZ-CO-2026-0451')
    await desk.getByLabel('Issued by').fill('Azerbaijan Chamber of Commerce and Industry')
    await desk.getByLabel('Issue date').fill('2026-10-01')
    await desk.getByLabel('Expiry date').fill('2027-09-30')
    await desk.getByLabel('File').setInputFiles({
      name: 'certificate-of-origin.pdf',
      mimeType: 'application/pdf',
      buffer: certificatePdf(),
    })
    await desk.getByRole('button', { name: 'Add document' }).last().click()
    await expect(desk.getByText('Document added.')).toBeVisible({ timeout: 15_000 })
    await sellerContext.close()
    const [document] = await query(
      `SELECT id, file_type FROM company_documents WHERE company_id = $1 AND number = $2`,
      [company.id, 'AZ-CO-2026-0451']
    )
    expect(document.file_type).toBe('application/pdf')

    // A visitor sees the badge, the certificate and the trust figures on the supplier page.
    await ready(page, url('supplier_info.show', 'en', { slugId: `${company.slug}-${company.id}` }))
    await expect(page.getByText(/Verified by mobile signature/).first()).toBeVisible()
    await expect(page.getByText('Certificate of origin').first()).toBeVisible()
    await expect(page.getByText('No. AZ-CO-2026-0451')).toBeVisible()
    await expect(page.getByText(String(company.tax_id)).first()).toBeVisible()
    await expect(page.getByText('Valid documents')).toBeVisible()
    const file = await page.request.get(
      url('supplier_info.document_file', 'en', { id: document.id })
    )
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toContain('attachment')

    // …and finds the company among verified producers.
    await ready(page, url('suppliers', 'en'))
    await page.getByRole('checkbox', { name: 'Verified producers' }).click()
    await expect(page).toHaveURL(/[?&]verified=1/)
    await expect(page.getByRole('checkbox', { name: 'Verified producers' })).toBeChecked()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('link', { name: company.name }).first()).toBeVisible()
  })
})
