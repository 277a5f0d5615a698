import { randomInt } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Eight random base-36 characters (about 41 bits). */
function randomBase36(length = 8) {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(36)]
  return out
}

/**
 * A product code that no product uses yet: `KRV-<company id>-<8 base-36 characters>`, e.g.
 * `KRV-12-0K3J9X2A` (≤ 32 characters, products.product_code is unique). The unique constraint
 * still guards the insert; a clash here is retried a few times.
 */
export async function generateProductCode(
  client: QueryClientContract,
  companyId: number
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = `KRV-${companyId}-${randomBase36()}`
    const taken = await client.from('products').where('product_code', code).first()
    if (!taken) return code
  }
  throw new Error('Could not find a free product code')
}

/** Whether `error` is PostgreSQL's unique violation on products.product_code. */
export function isProductCodeClash(error: unknown): boolean {
  const pg = error as { code?: string; constraint?: string }
  return pg?.code === '23505' && pg.constraint === 'products_product_code_unique'
}
