import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { locationText } from '#actions/products/product_location'
import { readData } from './data_files.js'
import type { SupplierSeed } from './companies.js'

/** A company's pick-up address as its seeded products use it. */
export interface SeededLocation {
  /** addresses.id */
  id: number
  /** "Address, City" as copied to products.location_address. */
  text: string
}

/**
 * Each demo supplier's own seller account — its sales contact, with the supplier's e-mail and
 * phone — and that account's default pick-up address in the company's city or district. A
 * product ships from a pick-up or warehouse address of one of its company's sellers (SPEC §5
 * "Address is important"; app/actions/products/product_location.ts), so this is what lets the
 * seeded products be complete: any seller of the company can open one and save it as it is.
 *
 * The account's password is random and not kept (nobody signs in with it unless the address
 * owner resets it). Idempotent: accounts are found by e-mail and kept as they are (a changed
 * name or password stays); an address is added only when the account has no default pick-up
 * address. Returns company id → its pick-up address.
 */
export async function seedSupplierAccounts(
  trx: TransactionClientContract,
  companyIds: Map<string, number>
) {
  const suppliers = await readData<SupplierSeed[]>('suppliers.json')
  const districtRows = await trx.from('districts').select('code', 'name_az')
  const districts = new Map<string, string>(districtRows.map((d) => [d.code, d.name_az]))
  let unusablePassword: string | undefined
  const locations = new Map<number, SeededLocation>()

  for (const supplier of suppliers) {
    const companyId = companyIds.get(supplier.key)
    if (!companyId) continue
    let user = await trx
      .from('users')
      .where('account_type', 'seller')
      .whereRaw('lower(email) = ?', [supplier.email.toLowerCase()])
      .first()
    if (!user) {
      unusablePassword ??= await hash.make(randomBytes(24).toString('base64url'))
      ;[user] = await trx
        .table('users')
        .insert({
          account_type: 'seller',
          first_name: supplier.name.slice(0, 80),
          last_name: '',
          email: supplier.email,
          phone: supplier.phone,
          password: unusablePassword,
          company_id: companyId,
          locale: 'az',
          terms_accepted_at: new Date(),
        })
        .returning(['id', 'company_id'])
    }
    /** An account of that e-mail that belongs to another company gives this one no address. */
    if (Number(user.company_id) !== companyId) continue
    let address = await trx
      .from('addresses')
      .where({ user_id: user.id, kind: 'pickup', is_default: true })
      .first()
    if (!address) {
      const city = districts.get(supplier.unit_id) ?? 'Bakı'
      ;[address] = await trx
        .table('addresses')
        .insert({
          user_id: user.id,
          kind: 'pickup',
          label: null,
          address: `${supplier.name} anbarı`,
          city,
          country: 'AZ',
          is_default: true,
        })
        .returning(['id', 'address', 'city'])
    }
    locations.set(companyId, { id: Number(address.id), text: locationText(address) })
  }
  return locations
}
