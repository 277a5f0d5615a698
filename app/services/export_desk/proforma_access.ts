import { timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import ProformaInvoice from '#models/proforma_invoice'
import Rfq from '#models/rfq'
import { logSecurityEvent } from '#services/auth/security_log'
import { hashRfqToken, isRfqTokenShape } from '#services/export_desk/rfq_tokens'

/** Who is looking at a pro-forma: its buyer (account or signed link), its seller's user, an admin. */
export type ProformaViewer = 'buyer' | 'link' | 'seller' | 'admin'

/** A pro-forma this request may see, with its RFQ and why it may. */
export interface ResolvedProforma {
  proforma: ProformaInvoice
  rfq: Rfq
  viewer: ProformaViewer
  /** The `?t=` token as given when it opened the page (kept on the PDF link), else null. */
  token: string | null
}

function notFound(): never {
  throw new Exception('Pro-forma not found', { status: 404, code: 'E_NOT_FOUND' })
}

/** Whether `token` is the RFQ's signed link token (compared as SHA-256 hex, constant time). */
function tokenMatches(token: unknown, rfq: Rfq): token is string {
  if (!isRfqTokenShape(token)) return false
  const given = Buffer.from(hashRfqToken(token), 'utf8')
  const stored = Buffer.from(rfq.accessTokenHash, 'utf8')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/**
 * Pro-forma `number` for this request (issue 24, "visible only to its buyer, its seller and
 * admins"): an admin; a seller account of the RFQ's company; the buyer account the RFQ belongs
 * to; or anyone holding the RFQ's signed link token as `?t=`. Everyone else — and any unknown
 * number — gets a 404 (E_NOT_FOUND, never 403, so a number's existence does not leak), logged as
 * `authz_denied` when the pro-forma exists.
 */
export async function resolveProforma(ctx: HttpContext, number: string): Promise<ResolvedProforma> {
  const proforma = await ProformaInvoice.findBy('number', number)
  const rfq = proforma ? await Rfq.find(proforma.rfqId) : null
  if (!proforma || !rfq) notFound()
  const user = ctx.auth.user
  const token = ctx.request.qs().t
  let viewer: ProformaViewer | null = null
  if (user?.accountType === 'admin') viewer = 'admin'
  else if (user?.accountType === 'seller' && user.companyId === rfq.companyId) viewer = 'seller'
  else if (user?.accountType === 'buyer' && rfq.buyerUserId === user.id) viewer = 'buyer'
  if (tokenMatches(token, rfq)) viewer ??= 'link'
  if (!viewer) {
    await logSecurityEvent(ctx, 'authz_denied', {
      user: user ?? null,
      detail: `proforma ${number}: ${ctx.request.method()} ${ctx.request.url()}`,
    })
    notFound()
  }
  return { proforma, rfq, viewer, token: tokenMatches(token, rfq) ? token : null }
}
