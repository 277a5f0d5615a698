/**
 * Product moderation (DESIGN §4 Products, SPEC §4 "a product can be submitted for review"):
 *
 *   draft     ──submit───▶ in_review
 *   rejected  ──submit───▶ in_review   (the producer fixed what the admin named)
 *   in_review ──approve──▶ published   (admin; sets first_published_at once)
 *   in_review ──reject───▶ rejected    (admin, with a reason)
 *   in_review ──withdraw─▶ draft       (producer takes it back to edit)
 *   published ──archive──▶ archived
 *   draft / rejected ──archive──▶ archived
 *   archived  ──restore──▶ draft
 *
 * A published product whose text or images change stays published and live, flagged
 * `changed_since_approval`, and appears in the review queue; `approve` clears the flag and
 * `reject` on such a product takes it off the catalog (status rejected).
 */
import { PRODUCT_STATUSES, type ProductStatus } from '#shared/products'

export { PRODUCT_STATUSES, type ProductStatus }

export const PRODUCT_EVENTS = [
  'submit',
  'approve',
  'reject',
  'withdraw',
  'archive',
  'restore',
] as const
export type ProductEvent = (typeof PRODUCT_EVENTS)[number]

/** Who may fire an event: the owning seller or an admin (policies check ownership first). */
export const PRODUCT_EVENT_ACTORS: Readonly<Record<ProductEvent, 'seller' | 'admin'>> = {
  submit: 'seller',
  withdraw: 'seller',
  archive: 'seller',
  restore: 'seller',
  approve: 'admin',
  reject: 'admin',
}

/** The transition table: state → event → next state. Anything missing is not allowed. */
export const PRODUCT_TRANSITIONS: Readonly<
  Record<ProductStatus, Readonly<Partial<Record<ProductEvent, ProductStatus>>>>
> = {
  draft: { submit: 'in_review', archive: 'archived' },
  rejected: { submit: 'in_review', archive: 'archived' },
  in_review: { approve: 'published', reject: 'rejected', withdraw: 'draft' },
  published: { archive: 'archived', approve: 'published', reject: 'rejected' },
  archived: { restore: 'draft' },
}

/** Raised for a transition the table does not allow (code E_INVALID_PRODUCT_TRANSITION). */
export class InvalidProductTransition extends Error {
  code = 'E_INVALID_PRODUCT_TRANSITION'
  constructor(
    public from: ProductStatus,
    public event: ProductEvent
  ) {
    super(`Product cannot "${event}" from "${from}"`)
  }
}

/**
 * Next status of a product for an event. `approve`/`reject` on a published product are
 * allowed only when it is `changedSinceApproval` (the queue entry of a live edit).
 * Throws InvalidProductTransition otherwise.
 */
export function nextProductStatus(
  from: ProductStatus,
  event: ProductEvent,
  changedSinceApproval = false
): ProductStatus {
  const next = PRODUCT_TRANSITIONS[from][event]
  if (
    !next ||
    (from === 'published' && (event === 'approve' || event === 'reject') && !changedSinceApproval)
  ) {
    throw new InvalidProductTransition(from, event)
  }
  return next
}
