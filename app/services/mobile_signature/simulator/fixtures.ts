import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

/** What the simulated phone and service do for a holder (database/data/mobile_id_fixtures.json). */
export const SIMULATED_OUTCOMES = [
  'OK',
  'BAD_SIGNATURE',
  'EXPIRED_CERTIFICATE',
  'TIMEOUT',
  'USER_CANCELLED',
  'MID_NOT_READY',
  'PHONE_ABSENT',
  'DELIVERY_ERROR',
  'SIM_ERROR',
  'HTTP_500',
  'HANG',
  'NO_ANSWER',
] as const
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number]

/** A mobile-signature holder known to the simulator. */
export interface SimulatedHolder {
  key: string
  purpose: 'demo' | 'test'
  /** Asan İmza user ID (6 digits). */
  userId: string
  /** E.164. */
  phone: string
  outcome: SimulatedOutcome
  /** FIN, 7 characters. */
  personalCode: string
  givenName: string
  surname: string
  /** Holds a personal (citizen) certificate. */
  personal: boolean
  /** Business certificates: company or entrepreneur name and VÖEN. */
  companies: Array<{ name: string; voen: string }>
}

let cache: SimulatedHolder[] | undefined

/**
 * Holders from database/data/mobile_id_fixtures.json, checked once. Throws Error naming the
 * entry when the file is malformed (a broken fixture must not look like a sign-in failure).
 */
export function simulatedHolders(): SimulatedHolder[] {
  if (cache) return cache
  const file = JSON.parse(
    readFileSync(app.makePath('database/data/mobile_id_fixtures.json'), 'utf8')
  )
  const holders: SimulatedHolder[] = file.holders
  for (const holder of holders) {
    const fine =
      /^\d{6}$/.test(holder.userId) &&
      /^\+994\d{9}$/.test(holder.phone) &&
      /^[0-9A-Z]{7}$/.test(holder.personalCode) &&
      (SIMULATED_OUTCOMES as readonly string[]).includes(holder.outcome) &&
      holder.givenName &&
      holder.surname &&
      (holder.personal || holder.companies.length > 0) &&
      holder.companies.every((company) => company.name && /^\d{9}[12]$/.test(company.voen))
    if (!fine) throw new Error(`Malformed mobile-ID fixture "${holder.key}"`)
  }
  cache = holders
  return holders
}

/** The holder with this user ID *and* phone, if any (MID: both must belong to one holder). */
export function findHolder(userId: string, phone: string): SimulatedHolder | undefined {
  return simulatedHolders().find((holder) => holder.userId === userId && holder.phone === phone)
}

/** A holder by fixture key; throws for an unknown key (tests and the demo seeder use keys). */
export function holderByKey(key: string): SimulatedHolder {
  const holder = simulatedHolders().find((entry) => entry.key === key)
  if (!holder) throw new Error(`Unknown mobile-ID fixture "${key}"`)
  return holder
}
