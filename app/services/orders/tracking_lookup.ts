import type { HttpContext } from '@adonisjs/core/http'
import { contactMatches } from '#services/orders/contact_match'
import { type ShipmentRecord, shipmentByTrackingNumber } from '#services/orders/shipment_records'
import { verifyTrackingSignature } from '#services/orders/tracking_link'
import { admitTrackingLookUp, trackingFound } from '#services/orders/tracking_throttle'

/**
 * How a visitor proves they may see a shipment (DESIGN §6: guests track an order only with its
 * number and a secret): the phone or e-mail used at checkout, or the signature of an e-mailed link.
 */
export type TrackingProof = { contact: string } | { signature: string }

/** Outcome of a look-up. `not_found` covers an unknown number, a wrong contact and a bad signature alike. */
export type TrackingLookup =
  | { status: 'found'; record: ShipmentRecord }
  | { status: 'not_found' }
  | { status: 'throttled'; seconds: number }

/**
 * Looks a shipment up by tracking number and proof, rate-limited per client IP and per tracking
 * number: the look-up is counted before anything is read and given back when it proves access
 * (app/services/orders/tracking_throttle.ts), so parallel guesses cannot exceed the limit. Every failure — no
 * such number, wrong contact, bad signature — is counted and answered the same way, so the
 * answer never tells whether a number exists (no enumeration). `trackingNumber` is the
 * normalized number (validators/tracking.ts), `ip` the trusted client IP.
 */
export async function lookUpShipment(
  ip: string,
  trackingNumber: string,
  proof: TrackingProof
): Promise<TrackingLookup> {
  const admission = await admitTrackingLookUp(ip, trackingNumber)
  if (!admission.admitted) return { status: 'throttled', seconds: admission.seconds }
  const signed = 'signature' in proof && verifyTrackingSignature(trackingNumber, proof.signature)
  const record =
    'signature' in proof && !signed ? null : await shipmentByTrackingNumber(trackingNumber)
  const proven =
    record !== null &&
    (signed || ('contact' in proof && contactMatches(record.order, proof.contact)))
  if (!proven) return { status: 'not_found' }
  await trackingFound(ip, trackingNumber)
  return { status: 'found', record }
}

const GRANTED_KEY = 'tracking.granted'
const KEEP = 10

/**
 * Remembers in this browser session that its visitor proved access to `trackingNumber`, so the
 * result page can be reloaded (`?n=<number>`) and switched to another language without asking
 * again. The last 10 numbers are kept.
 */
export function grantTracking(ctx: HttpContext, trackingNumber: string) {
  const raw = ctx.session.get(GRANTED_KEY)
  const numbers = Array.isArray(raw)
    ? (raw as string[]).filter((number) => number !== trackingNumber)
    : []
  ctx.session.put(GRANTED_KEY, [...numbers, trackingNumber].slice(-KEEP))
}

/** Whether this browser session proved access to `trackingNumber` before (see grantTracking). */
export function hasTrackingGrant(ctx: HttpContext, trackingNumber: string): boolean {
  const raw = ctx.session?.get(GRANTED_KEY)
  return Array.isArray(raw) && (raw as string[]).includes(trackingNumber)
}
